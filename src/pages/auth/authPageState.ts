import { z } from 'zod';
import { emailSchema } from '@/api/schema';

// Router state survives in history and can hold anything; read only what is valid.
const authPageStateSchema = z.object({
  email: emailSchema.optional().catch(undefined),
  passwordReset: z.boolean().optional().catch(undefined),
});

export type AuthPageState = z.infer<typeof authPageStateSchema>;

export function authPageState(state: unknown): AuthPageState {
  const parsed = authPageStateSchema.safeParse(state);
  return parsed.success ? parsed.data : {};
}
