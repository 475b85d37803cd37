import { z } from './zodSetup';
import { ACCOUNT_LIMITS } from './accountLimits';

/** Usernames appear in `/calendar/:username`; uniqueness ignores case. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;

// Apart from the account schemas, so the calendar's schemas do not load the password list.
export const usernameSchema = z
  .string()
  .trim()
  .min(ACCOUNT_LIMITS.username.min)
  .max(ACCOUNT_LIMITS.username.max)
  .regex(USERNAME_PATTERN);
