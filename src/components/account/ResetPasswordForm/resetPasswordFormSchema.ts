import { z } from 'zod';
import { passwordSchema } from '@/api/schema/accounts';

/** The new password twice; the repeat only exists here, so a typo cannot lock the user out. */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    params: { fieldCode: 'mismatch' },
  });
