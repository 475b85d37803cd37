import { regexes } from 'zod/v4/core';
import { ACCOUNT_LIMITS } from '@/api/schema/accountLimits';

/** What the sign-in pages pass each other in the router state. */
export interface AuthPageState {
  /** Where the mail went (check-mail), or what the forgot form starts with. */
  email?: string;
  passwordReset?: boolean;
}

/** The email schema's rule (`emailSchema`: trimmed, its length limit, zod's address pattern). */
function validEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const email = value.trim();
  return email.length <= ACCOUNT_LIMITS.email.max && regexes.email.test(email) ? email : undefined;
}

// Router state survives in history and can hold anything; read only what is valid.
export function authPageState(state: unknown): AuthPageState {
  if (!state || typeof state !== 'object') return {};
  const { email: stated, passwordReset } = state as Record<string, unknown>;
  const email = validEmail(stated);
  return {
    ...(email ? { email } : {}),
    ...(typeof passwordReset === 'boolean' ? { passwordReset } : {}),
  };
}
