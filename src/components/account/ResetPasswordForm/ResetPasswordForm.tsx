import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import { ACCOUNT_LIMITS } from '@/api/schema/accountLimits';
import { resetPasswordFormSchema } from './resetPasswordFormSchema';
import { formCheck } from '@/lib/formCheck';
import { useSchemaForm } from '@/hooks/useSchemaForm';
import type { ApiError } from '@/api/client';
import { FormErrorAlert } from '@/components/shared/FormErrorAlert';
import { useAccountFields } from '@/components/account/accountFields/useAccountFields';
import { NewPasswordField, PasswordField } from '@/components/account/PasswordField';
import { SubmitButton } from '@/components/shared/SubmitButton';

export interface ResetPasswordFormProps {
  onSubmit: (values: { password: string }) => void;
  pending?: boolean;
  error?: ApiError | null;
}

const FIELDS = ['password', 'confirmPassword'] as const;
const check = formCheck(resetPasswordFormSchema);

/** Choose the new password after following the link from the e-mail. */
export function ResetPasswordForm({
  onSubmit,
  pending = false,
  error = null,
}: ResetPasswordFormProps) {
  const intl = useIntl();
  const form = useSchemaForm(check, { password: '', confirmPassword: '' }, error);
  const fields = useAccountFields(form);
  const { password } = ACCOUNT_LIMITS;
  return (
    <Box
      component="form"

      noValidate
      onSubmit={form.handleSubmit(({ password: value }) => onSubmit({ password: value }))}
    >
      <FormErrorAlert error={error} fieldNames={FIELDS} />
      <Stack spacing={2}>
        <NewPasswordField
          {...form.field('password')}
          id={fields.idOf('password')}
          label={intl.formatMessage({ id: 'auth.field.newPassword' })}
          errorCode={form.errorFor('password')}
        />
        <PasswordField
          {...fields('confirmPassword', password)}
          label={intl.formatMessage({ id: 'auth.field.confirmPassword' })}
          autoComplete="new-password"
        />
      </Stack>
      <SubmitButton pending={pending} sx={{ mt: 3 }}>
        <FormattedMessage id="auth.reset.submit" />
      </SubmitButton>
    </Box>
  );
}
