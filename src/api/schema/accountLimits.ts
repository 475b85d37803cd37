// Plain constants, no zod: the sign-in forms show these limits before the schemas have loaded.
export const ACCOUNT_LIMITS = {
  name: { min: 1, max: 100 },
  username: { min: 3, max: 30 },
  email: { max: 254 },
  password: { min: 8, max: 128 },
  identifier: { max: 254 },
  /** The token of a password-reset link. */
  resetToken: { min: 16, max: 256 },
} as const;
