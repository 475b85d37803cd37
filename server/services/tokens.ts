import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: what the client holds. Only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
