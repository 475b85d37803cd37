import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { LoginRequest } from '@/api/schema';
import { ACCOUNT_LIMITS } from '@/api/schema/accountLimits';
import { loginRequestSchema } from '@/api/schema/accounts';
import { formCheck } from '@/lib/formCheck';
import { useSchemaForm } from '@/hooks/useSchemaForm';
import type { ApiError } from '@/api/client';
import { AuthNotice } from '@/components/account/AuthCard';
import { FormErrorAlert, useFieldHelper } from '@/components/shared/FormErrorAlert';
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
  // Unique per form, so two forms on one screen (a story grid, a modal) never share ids.
  const id = useId();
  const helper = useFieldHelper();
  const form = useSchemaForm(check, { identifier: defaultIdentifier, password: '' }, error);
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
          {...form.field('identifier')}
          id={`${id}-identifier`}
          label={intl.formatMessage({ id: 'auth.field.identifier' })}
          autoComplete="username"
          required
          helperText={helper('identifier', form.errorFor('identifier'), {
            min: 1,
            max: ACCOUNT_LIMITS.identifier.max,
          })}
        />
        <PasswordField
          {...form.field('password')}
          id={`${id}-password`}
          label={intl.formatMessage({ id: 'auth.field.password' })}
          autoComplete="current-password"
          required
          helperText={helper('password', form.errorFor('password'), {
            min: 1,
            max: ACCOUNT_LIMITS.password.max,
          })}
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
