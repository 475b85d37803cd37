import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RegisterRequest } from '@/api/schema';
import { ACCOUNT_LIMITS } from '@/api/schema/accountLimits';
import { registerRequestSchema } from '@/api/schema/accounts';
import { formCheck } from '@/lib/formCheck';
import { useSchemaForm } from '@/hooks/useSchemaForm';
import type { ApiError } from '@/api/client';
import { EmailField } from '@/components/account/EmailField';
import { FormErrorAlert } from '@/components/shared/FormErrorAlert';
import { useAccountFields } from '@/components/account/accountFields/useAccountFields';
import { NewPasswordField } from '@/components/account/PasswordField';
import { SubmitButton } from '@/components/shared/SubmitButton';

export interface RegisterFormProps {
  onSubmit: (values: RegisterRequest) => void;
  pending?: boolean;
  error?: ApiError | null;
}

const FIELDS = ['name', 'username', 'email', 'password'] as const;
const EMPTY = { name: '', username: '', email: '', password: '' };
const check = formCheck(registerRequestSchema);

/** Create an account: name, username (used in the calendar's address), email and password. */
export function RegisterForm({ onSubmit, pending = false, error = null }: RegisterFormProps) {
  const intl = useIntl();
  const form = useSchemaForm(check, EMPTY, error);
  const fields = useAccountFields(form);
  const { username } = ACCOUNT_LIMITS;
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <FormErrorAlert error={error} fieldNames={FIELDS} />
      <Stack spacing={2}>
        <TextField
          {...fields('name', ACCOUNT_LIMITS.name)}
          label={intl.formatMessage({ id: 'auth.field.name' })}
          autoComplete="name"
        />
        <TextField
          {...fields(
            'username',
            username,
            intl.formatMessage(
              { id: 'auth.field.username.helper' },
              { min: username.min, max: username.max },
            ),
          )}
          label={intl.formatMessage({ id: 'auth.field.username' })}
          autoComplete="username"
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
        <EmailField {...fields('email', ACCOUNT_LIMITS.email)} />
        <NewPasswordField
          {...form.field('password')}
          id={fields.idOf('password')}
          label={intl.formatMessage({ id: 'auth.field.password' })}
          errorCode={form.errorFor('password')}
        />
      </Stack>
      <SubmitButton pending={pending} sx={{ mt: 3 }}>
        <FormattedMessage id="auth.register.submit" />
      </SubmitButton>
    </Box>
  );
}
