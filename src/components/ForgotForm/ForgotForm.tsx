import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ACCOUNT_LIMITS, forgotRequestSchema, type ForgotRequest } from '@/api/schema';
import { useSchemaForm } from '@/hooks/useSchemaForm';
import type { ApiError } from '@/api/client';
import { FormErrorAlert, useFieldHelper } from '@/components/FormErrorAlert';
import { SubmitButton } from '@/components/SubmitButton';

export interface ForgotFormProps {
  onSubmit: (values: ForgotRequest) => void;
  pending?: boolean;
  error?: ApiError | null;
  defaultEmail?: string;
}

const FIELDS = ['email'] as const;

/** Ask for a link to set a new password. */
export function ForgotForm({
  onSubmit,
  pending = false,
  error = null,
  defaultEmail = '',
}: ForgotFormProps) {
  const intl = useIntl();
  // Unique per form, so two forms on one screen (a story grid, a modal) never share ids.
  const id = useId();
  const helper = useFieldHelper();
  const form = useSchemaForm(forgotRequestSchema, { email: defaultEmail }, error);
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <FormErrorAlert error={error} fieldNames={FIELDS} />
      <TextField
        {...form.field('email')}
        id={`${id}-email`}
        type="email"
        label={intl.formatMessage({ id: 'auth.field.email' })}
        autoComplete="email"
        required
        helperText={helper('email', form.errorFor('email'), ACCOUNT_LIMITS.email)}
      />
      <SubmitButton pending={pending} sx={{ mt: 3 }}>
        <FormattedMessage id="auth.forgot.submit" />
      </SubmitButton>
    </Box>
  );
}
