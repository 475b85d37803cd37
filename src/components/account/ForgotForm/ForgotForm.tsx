import Box from '@mui/material/Box';
import { FormattedMessage } from 'react-intl';
import type { ForgotRequest } from '@/api/schema';
import { ACCOUNT_LIMITS } from '@/api/schema/accountLimits';
import { forgotRequestSchema } from '@/api/schema/accounts';
import { formCheck } from '@/lib/formCheck';
import { useSchemaForm } from '@/hooks/useSchemaForm';
import type { ApiError } from '@/api/client';
import { EmailField } from '@/components/account/EmailField';
import { FormErrorAlert } from '@/components/shared/FormErrorAlert';
import { useAccountFields } from '@/components/account/accountFields/useAccountFields';
import { SubmitButton } from '@/components/shared/SubmitButton';

export interface ForgotFormProps {
  onSubmit: (values: ForgotRequest) => void;
  pending?: boolean;
  error?: ApiError | null;
  defaultEmail?: string;
}

const FIELDS = ['email'] as const;
const check = formCheck(forgotRequestSchema);

/** Ask for a link to set a new password. */
export function ForgotForm({
  onSubmit,
  pending = false,
  error = null,
  defaultEmail = '',
}: ForgotFormProps) {
  const form = useSchemaForm(check, { email: defaultEmail }, error);
  const fields = useAccountFields(form);
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <FormErrorAlert error={error} fieldNames={FIELDS} />
      <EmailField {...fields('email', ACCOUNT_LIMITS.email)} />
      <SubmitButton pending={pending} sx={{ mt: 3 }}>
        <FormattedMessage id="auth.forgot.submit" />
      </SubmitButton>
    </Box>
  );
}
