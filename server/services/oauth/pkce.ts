import { createHash, timingSafeEqual } from 'node:crypto';

/** RFC 7636: 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
/** An S256 challenge: the base64url SHA-256 of a verifier, 43 characters. */
export const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** Whether `verifier` is the one `challenge` was made from (S256, the only method accepted). */
export function pkceMatches(verifier: string, challenge: string): boolean {
  if (!VERIFIER.test(verifier) || !CHALLENGE.test(challenge)) return false;
  const made = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return made.length === expected.length && timingSafeEqual(made, expected);
}
