import { useIntl } from 'react-intl';
import type { FieldErrorCode } from '@/api/schema';
import { ACCOUNT_LIMITS } from '@/api/schema/accountLimits';
import type { SchemaFieldProps } from '@/hooks/useSchemaForm';
import { useFieldHelper } from '@/components/shared/FormErrorAlert';
import { PasswordField } from './PasswordField';

export interface NewPasswordFieldProps extends SchemaFieldProps {
  id: string;
  label: string;
  errorCode: FieldErrorCode | undefined;
}

/** A password being chosen: says the minimum length until there is a problem to say instead. */
export function NewPasswordField({ errorCode, ...props }: NewPasswordFieldProps) {
  const intl = useIntl();
  const helper = useFieldHelper();
  const { password } = ACCOUNT_LIMITS;
  return (
    <PasswordField
      {...props}
      autoComplete="new-password"
      required
      helperText={helper(
        'password',
        errorCode,
        password,
        intl.formatMessage({ id: 'auth.field.password.helper' }, { min: password.min }),
      )}
    />
  );
}
