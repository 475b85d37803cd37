import { z } from './zodSetup';
import { COMMON_PASSWORDS } from './commonPasswords';
import { ACCOUNT_LIMITS } from './accountLimits';
import { singleLineString, storableString } from './text';
import { usernameSchema } from './username';

export { ACCOUNT_LIMITS } from './accountLimits';
export * from './username';

export const nameSchema = singleLineString()
  .trim()
  .min(ACCOUNT_LIMITS.name.min)
  .max(ACCOUNT_LIMITS.name.max);
export const emailSchema = z.string().trim().max(ACCOUNT_LIMITS.email.max).pipe(z.email());
/**
 * A password an attacker would not try first: not one of the most common ones, not one character
 * repeated (eight spaces, `aaaaaaaa`). Being the account's own username or email is checked where
 * both are known (`registerRequestSchema`, and the server on reset).
 */
export function isGuessablePassword(password: string): boolean {
  const folded = password.trim().toLowerCase();
  return new Set(folded).size <= 1 || COMMON_PASSWORDS.has(folded);
}

/** True when the password is the username or the email, or the email's local part. */
export function passwordMatchesAccount(
  password: string,
  account: { username?: string; email?: string },
): boolean {
  const folded = password.trim().toLowerCase();
  const email = account.email?.trim().toLowerCase();
  return [account.username?.trim().toLowerCase(), email, email?.split('@')[0]].some(
    (value) => value !== undefined && value.length > 0 && value === folded,
  );
}

export const passwordSchema = storableString()
  .min(ACCOUNT_LIMITS.password.min)
  .max(ACCOUNT_LIMITS.password.max)
  .refine((password) => !isGuessablePassword(password), {
    params: { fieldCode: 'weak_password' },
  });

export const userSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type User = z.infer<typeof userSchema>;

/**
 * The browser's zone, sent when signing up or in so a new user's calendar starts in it. The server
 * keeps it only if it is an IANA name and the user has none yet; anything else is ignored rather
 * than refusing the sign-in, since the user never typed it.
 */
const detectedTimeZoneSchema = z.string().max(100).optional();

export const registerRequestSchema = z
  .object({
    name: nameSchema,
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    timeZone: detectedTimeZoneSchema,
  })
  .refine((input) => !passwordMatchesAccount(input.password, input), {
    path: ['password'],
    params: { fieldCode: 'password_matches_account' },
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  /** An email address or a username. */
  identifier: storableString().trim().min(1).max(ACCOUNT_LIMITS.identifier.max),
  password: storableString().min(1).max(ACCOUNT_LIMITS.password.max),
  timeZone: detectedTimeZoneSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionResponseSchema = z.object({
  token: z.string().min(32),
  expiresAt: z.iso.datetime({ offset: true }),
  user: userSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const forgotRequestSchema = z.object({ email: emailSchema });
export type ForgotRequest = z.infer<typeof forgotRequestSchema>;
export const forgotResponseSchema = z.object({ accepted: z.literal(true) });
export type ForgotResponse = z.infer<typeof forgotResponseSchema>;

export const resetRequestSchema = z.object({
  token: storableString().min(ACCOUNT_LIMITS.resetToken.min).max(ACCOUNT_LIMITS.resetToken.max),
  password: passwordSchema,
});
export type ResetRequest = z.infer<typeof resetRequestSchema>;

/** Paths below the API base (`/api`); the client, the server and the mocks share them. */
export const ACCOUNT_PATHS = {
  register: '/account/register',
  login: '/account/login',
  logout: '/account/logout',
  me: '/account/me',
  forgot: '/account/forgot',
  reset: '/account/reset',
} as const;
