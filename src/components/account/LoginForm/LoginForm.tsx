import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { LoginRequest } from '@/api/schema';
import { ACCOUNT_LIMITS } from '@/api/schema/accountLimits';
import { loginRequestSchema } from '@/api/schema/accounts';
import { formCheck } from '@/lib/formCheck';
import { useSchemaForm } from '@/hooks/useSchemaForm';
import type { ApiError } from '@/api/client';
import { AuthNotice } from '@/components/account/AuthCard';
import { FormErrorAlert } from '@/components/shared/FormErrorAlert';
import { useAccountFields } from '@/components/account/accountFields/useAccountFields';
import { PasswordField } from '@/components/account/PasswordField';
import { SubmitButton } from '@/components/shared/SubmitButton';
import { PATHS } from '@/routes/paths';

export interface LoginFormProps {
  onSubmit: (values: LoginRequest) => void;
  pending?: boolean;
  error?: ApiError | null;
  /** Why sign-in is asked (the session ended), or what just happened (a new password). */
  notice?: 'sessionExpired' | 'passwordReset';
  /** Offer "Forgot password?"; off where leaving the page would lose work (the modal). */
  showForgotLink?: boolean;
  defaultIdentifier?: string;
}

const FIELDS = ['identifier', 'password'] as const;
const check = formCheck(loginRequestSchema);

/** Sign in with an email or username and a password. */
export function LoginForm({
  onSubmit,
  pending = false,
  error = null,
  notice,
  showForgotLink = true,
  defaultIdentifier = '',
}: LoginFormProps) {
  const intl = useIntl();
  const form = useSchemaForm(check, { identifier: defaultIdentifier, password: '' }, error);
  const fields = useAccountFields(form);
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      {notice === 'sessionExpired' && (
        <AuthNotice>
          <FormattedMessage id="auth.login.sessionExpired" />
        </AuthNotice>
      )}
      {notice === 'passwordReset' && (
        <AuthNotice severity="success">
          <FormattedMessage id="auth.login.passwordReset" />
        </AuthNotice>
      )}
      <FormErrorAlert error={error} fieldNames={FIELDS} />
      <Stack spacing={2}>
        <TextField
          {...fields('identifier', { min: 1, max: ACCOUNT_LIMITS.identifier.max })}
          label={intl.formatMessage({ id: 'auth.field.identifier' })}
          autoComplete="username"
        />
        <PasswordField
          {...fields('password', { min: 1, max: ACCOUNT_LIMITS.password.max })}
          label={intl.formatMessage({ id: 'auth.field.password' })}
          autoComplete="current-password"
        />
      </Stack>
      {showForgotLink && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Link component={RouterLink} to={PATHS.forgot} variant="body2" underline="hover">
            <FormattedMessage id="auth.login.forgot" />
          </Link>
        </Box>
      )}
      <SubmitButton pending={pending} sx={{ mt: 3 }}>
        <FormattedMessage id="auth.login.submit" />
      </SubmitButton>
    </Box>
  );
}
