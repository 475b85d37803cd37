import type { FastifyRequest } from 'fastify';
import type { SessionResponse, User } from '@/api/schema';
import { sql, type Queryable } from '../db/index.ts';
import { HttpError, MESSAGES } from '../errors.ts';
import { newToken, tokenHash } from './tokens.ts';
import { toUser, type UserRow } from './users.ts';

/** Sessions last 30 days from sign-in (fixed, not sliding): a stolen token dies on its own. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface AuthSession {
  user: User;
  tokenHash: Buffer;
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer ([A-Za-z0-9_-]{16,256})$/.exec(header.trim());
  return match?.[1];
}

export function createSessions(db: Queryable) {
  return {
    async create(userRow: UserRow, tx: Queryable = db): Promise<SessionResponse> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      await tx.execute(
        sql`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (${tokenHash(token)}, ${userRow.id}, ${expiresAt})`,
      );
      return { token, expiresAt: expiresAt.toISOString(), user: toUser(userRow) };
    },

    /** The signed-in user of this request, or 401. Only the auth preHandler calls it. */
    async authenticate(request: FastifyRequest): Promise<AuthSession> {
      const token = bearer(request);
      if (!token) throw new HttpError('unauthorized', MESSAGES.unauthorized);
      const hash = tokenHash(token);
      const row = await db.maybeOne<UserRow>(sql`
        SELECT u.* FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = ${hash} AND s.revoked_at IS NULL AND s.expires_at > now()`);
      if (!row) throw new HttpError('unauthorized', MESSAGES.unauthorized);
      return { user: toUser(row), tokenHash: hash };
    },

    async revoke(hash: Buffer): Promise<void> {
      await db.execute(
        sql`UPDATE sessions SET revoked_at = now() WHERE token_hash = ${hash} AND revoked_at IS NULL`,
      );
    },

    async revokeAll(userId: string, tx: Queryable = db): Promise<void> {
      await tx.execute(
        sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${userId} AND revoked_at IS NULL`,
      );
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
