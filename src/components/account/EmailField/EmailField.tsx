import TextField, { type OutlinedTextFieldProps } from '@mui/material/TextField';
import { useIntl } from 'react-intl';

export type EmailFieldProps = Omit<OutlinedTextFieldProps, 'type' | 'variant'>;

/** The account email input the sign-in forms share: labelled, required, autofilled. */
export function EmailField(props: EmailFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage({ id: 'auth.field.email' })}
      autoComplete="email"
      required
      {...props}
      type="email"
    />
  );
}
