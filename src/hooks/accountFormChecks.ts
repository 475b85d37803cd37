// The sign-in pages' form checks, in a chunk of their own: the schema library loads after the
// form has painted, never before (docs/performance.md).
import {
  forgotRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
} from '@/api/schema/accounts';
import { resetPasswordFormSchema } from '@/components/ResetPasswordForm/resetPasswordFormSchema';
import { formCheck } from './formCheck';

export const accountFormChecks = {
  login: formCheck(loginRequestSchema),
  register: formCheck(registerRequestSchema),
  forgot: formCheck(forgotRequestSchema),
  resetPassword: formCheck(resetPasswordFormSchema),
};
