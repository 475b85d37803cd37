import { useIntl } from 'react-intl';
import { PlainTextField, type PlainTextFieldProps } from '@/components/PlainTextField';

export type EmailFieldProps = Omit<PlainTextFieldProps, 'type'>;

/** The account email input the sign-in forms share: labelled, required, autofilled. */
export function EmailField(props: EmailFieldProps) {
  const intl = useIntl();
  return (
    <PlainTextField
      label={intl.formatMessage({ id: 'auth.field.email' })}
      autoComplete="email"
      required
      {...props}
      type="email"
    />
  );
}
