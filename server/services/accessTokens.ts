import {
  ACCESS_TOKEN_LIMITS,
  ACCESS_TOKEN_PREFIX,
  type AccessToken,
  type AccessTokenScope,
  type CreateAccessTokenRequest,
  type CreatedAccessToken,
} from '@/api/schema';
import { sql, type Queryable, type SqlFragment, type SqlQuery } from '../db/index.ts';
import { HttpError } from '../errors.ts';
import { revokeAllGrants } from './oauth/oauthGrants.ts';
import { newToken, tokenHash } from './tokens.ts';

/** `last_used_at` is written at most this often, so a busy client costs no write per call. */
export const LAST_USED_RESOLUTION_MS = 60_000;

interface TokenRow {
  id: string;
  name: string;
  scopes: AccessTokenScope[];
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

/** Who a valid token speaks for, and what it may do. */
export interface TokenGrant {
  tokenId: string;
  userId: string;
  username: string;
  scopes: ReadonlySet<AccessTokenScope>;
}

/** A bearer's row as `/mcp` reads it: whose, what it may do, and whether to note its use. */
export interface BearerRow {
  id: string;
  user_id: string;
  username: string;
  scopes: AccessTokenScope[];
  stale: boolean;
}

/** `stale`: the last use (`column`) is unwritten or older than LAST_USED_RESOLUTION_MS. */
export const staleUse = (column: SqlFragment) =>
  sql`(${column} IS NULL OR ${column} < now() - ${LAST_USED_RESOLUTION_MS} * interval '1 millisecond') AS stale`;

/** The grant of a bearer's row (a token's or an OAuth grant's), noting its use when stale. */
export async function grantOf(
  db: Queryable,
  row: BearerRow | undefined,
  noteUse: (id: string) => SqlQuery,
): Promise<TokenGrant | null> {
  if (!row) return null;
  // A read first: an UPDATE writes a row version even when it changes nothing.
  if (row.stale) await db.execute(noteUse(row.id));
  return {
    tokenId: row.id,
    userId: row.user_id,
    username: row.username,
    scopes: new Set(row.scopes),
  };
}

const toAccessToken = (row: TokenRow): AccessToken => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
  revokedAt: row.revoked_at?.toISOString() ?? null,
});

const COLUMNS = sql`id, name, scopes, created_at, last_used_at, revoked_at`;

/** The secret's shape; anything else is refused before the database is asked. */
const SECRET = new RegExp(`^${ACCESS_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

/**
 * Personal access tokens (docs/mcp.md "Tokens"): made, listed and revoked by their user through
 * the web session, and used only as the bearer of `/mcp`. Lookups are by the secret's SHA-256.
 */
export function createAccessTokens(db: Queryable) {
  return {
    async create(userId: string, input: CreateAccessTokenRequest): Promise<CreatedAccessToken> {
      const live = await db.one<{ count: number }>(sql`
        SELECT count(*)::int AS count FROM personal_access_tokens
        WHERE user_id = ${userId} AND revoked_at IS NULL`);
      if (live.count >= ACCESS_TOKEN_LIMITS.perUser)
        throw new HttpError('unprocessable', 'Revoke a token before making another.');
      const secret = `${ACCESS_TOKEN_PREFIX}${newToken()}`;
      const row = await db.one<TokenRow>(sql`
        INSERT INTO personal_access_tokens (user_id, name, scopes, token_hash)
        VALUES (${userId}, ${input.name}, ${input.scopes}, ${tokenHash(secret)})
        RETURNING ${COLUMNS}`);
      return { token: toAccessToken(row), secret };
    },

    async list(userId: string): Promise<AccessToken[]> {
      const rows = await db.many<TokenRow>(sql`
        SELECT ${COLUMNS} FROM personal_access_tokens WHERE user_id = ${userId}
        ORDER BY revoked_at IS NOT NULL, created_at DESC, id DESC`);
      return rows.map(toAccessToken);
    },

    /** The revoked token, or null when the user has no such token (another user's is none). */
    async revoke(userId: string, id: string): Promise<AccessToken | null> {
      const row = await db.maybeOne<TokenRow>(sql`
        UPDATE personal_access_tokens SET revoked_at = coalesce(revoked_at, now())
        WHERE id = ${id} AND user_id = ${userId} RETURNING ${COLUMNS}`);
      return row ? toAccessToken(row) : null;
    },

    /** Every token and every OAuth grant: all of Connected apps (a password reset). */
    async revokeAll(userId: string, tx: Queryable = db): Promise<void> {
      await tx.execute(sql`
        UPDATE personal_access_tokens SET revoked_at = now()
        WHERE user_id = ${userId} AND revoked_at IS NULL`);
      await revokeAllGrants(tx, userId);
    },

    /** The grant of a live token, or null; notes the use at most once a minute. */
    async authenticate(secret: string): Promise<TokenGrant | null> {
      if (!SECRET.test(secret)) return null;
      const row = await db.maybeOne<BearerRow>(sql`
        SELECT t.id, t.user_id, u.username, t.scopes, ${staleUse(sql`t.last_used_at`)}
        FROM personal_access_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = ${tokenHash(secret)} AND t.revoked_at IS NULL`);
      return grantOf(
        db,
        row,
        (id) => sql`UPDATE personal_access_tokens SET last_used_at = now() WHERE id = ${id}`,
      );
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
