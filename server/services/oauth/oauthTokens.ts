import {
  OAUTH_ACCESS_PREFIX,
  OAUTH_LIMITS,
  OAUTH_REFRESH_PREFIX,
  type AccessTokenScope,
} from '@/api/schema';
import { sql, type Database, type Queryable } from '../../db/index.ts';
import { grantOf, staleUse, type BearerRow, type TokenGrant } from '../accessTokens.ts';
import { newToken, tokenHash } from '../tokens.ts';
import { OAuthFailure } from './oauthFailure.ts';
import { pkceMatches } from './pkce.ts';

/** The token endpoint's answer (RFC 6749 §5.1). */
export interface TokenAnswer {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
}

const SECRET = (prefix: string) => new RegExp(`^${prefix}[A-Za-z0-9_-]{43}$`);
const ACCESS = SECRET(OAUTH_ACCESS_PREFIX);
const REFRESH = SECRET(OAUTH_REFRESH_PREFIX);
const CODE = /^[A-Za-z0-9_-]{43}$/;

const seconds = (n: number) => sql`${n} * interval '1 second'`;

/** A fresh access and refresh token for a grant; only their hashes are stored. */
async function issueTokens(
  tx: Queryable,
  grantId: string,
  scopes: AccessTokenScope[],
): Promise<TokenAnswer> {
  const access = `${OAUTH_ACCESS_PREFIX}${newToken()}`;
  const refresh = `${OAUTH_REFRESH_PREFIX}${newToken()}`;
  await tx.execute(sql`
    INSERT INTO oauth_tokens (token_hash, grant_id, kind, expires_at) VALUES
      (${tokenHash(access)}, ${grantId}, 'access', now() + ${seconds(OAUTH_LIMITS.accessTokenSeconds)}),
      (${tokenHash(refresh)}, ${grantId}, 'refresh', now() + ${seconds(OAUTH_LIMITS.refreshTokenSeconds)})`);
  return {
    access_token: access,
    token_type: 'Bearer',
    expires_in: OAUTH_LIMITS.accessTokenSeconds,
    refresh_token: refresh,
    scope: scopes.join(' '),
  };
}

async function revokeGrant(db: Queryable, grantId: string) {
  await db.execute(sql`
    UPDATE oauth_grants SET revoked_at = coalesce(revoked_at, now()) WHERE id = ${grantId}`);
}

const refused = (what: string) => new OAuthFailure('invalid_grant', what);

/**
 * The token endpoint's work and `/mcp`'s check of an OAuth access token (docs/mcp.md "OAuth").
 * A code is used once and a refresh token once (rotation); a second use of either revokes the
 * grant, since a copy is in someone else's hands.
 */
export function createOAuthTokens(db: Database) {
  return {
    async exchangeCode(input: {
      code: string;
      verifier: string;
      redirectUri: string;
      clientId: string;
    }): Promise<TokenAnswer> {
      if (!CODE.test(input.code)) throw refused('Unknown authorization code.');
      const row = await db.maybeOne<{
        grant_id: string;
        client_id: string;
        redirect_uri: string;
        code_challenge: string;
        expired: boolean;
        scopes: AccessTokenScope[];
      }>(sql`
        SELECT c.grant_id, g.client_id, c.redirect_uri, c.code_challenge,
          c.expires_at <= now() AS expired, g.scopes
        FROM oauth_codes c JOIN oauth_grants g ON g.id = c.grant_id
        WHERE c.code_hash = ${tokenHash(input.code)} AND g.revoked_at IS NULL`);
      if (!row || row.expired) throw refused('Unknown or expired authorization code.');
      if (row.client_id !== input.clientId || row.redirect_uri !== input.redirectUri)
        throw refused('The code was issued to another client or redirect URI.');
      if (!pkceMatches(input.verifier, row.code_challenge))
        throw refused('The code verifier does not match the challenge.');
      const answer = await db.transaction(async (tx) => {
        const used = await tx.execute(sql`
          UPDATE oauth_codes SET used_at = now()
          WHERE code_hash = ${tokenHash(input.code)} AND used_at IS NULL`);
        if (used > 0) return issueTokens(tx, row.grant_id, row.scopes);
        await revokeGrant(tx, row.grant_id);
        return null;
      });
      if (!answer) throw refused('The code was already used.');
      return answer;
    },

    async refresh(input: { refreshToken: string; clientId: string }): Promise<TokenAnswer> {
      if (!REFRESH.test(input.refreshToken)) throw refused('Unknown refresh token.');
      const hash = tokenHash(input.refreshToken);
      const outcome = await db.transaction(async (tx) => {
        const row = await tx.maybeOne<{
          grant_id: string;
          client_id: string;
          scopes: AccessTokenScope[];
          used: boolean;
        }>(sql`
          SELECT t.grant_id, g.client_id, g.scopes, t.used_at IS NOT NULL AS used
          FROM oauth_tokens t JOIN oauth_grants g ON g.id = t.grant_id
          WHERE t.token_hash = ${hash} AND t.kind = 'refresh' AND t.expires_at > now()
            AND g.revoked_at IS NULL
          FOR UPDATE OF t`);
        if (!row || row.client_id !== input.clientId) return 'unknown' as const;
        if (row.used) {
          await revokeGrant(tx, row.grant_id);
          return 'reused' as const;
        }
        await tx.execute(sql`UPDATE oauth_tokens SET used_at = now() WHERE token_hash = ${hash}`);
        return issueTokens(tx, row.grant_id, row.scopes);
      });
      if (outcome === 'unknown') throw refused('Unknown or expired refresh token.');
      if (outcome === 'reused') throw refused('The refresh token was already used.');
      return outcome;
    },

    /** RFC 7009: revoking either token of a grant ends the grant; an unknown token is no error. */
    async revoke(token: string, clientId: string): Promise<void> {
      if (!ACCESS.test(token) && !REFRESH.test(token)) return;
      await db.execute(sql`
        UPDATE oauth_grants g SET revoked_at = coalesce(g.revoked_at, now())
        FROM oauth_tokens t
        WHERE t.token_hash = ${tokenHash(token)} AND g.id = t.grant_id AND g.client_id = ${clientId}`);
    },

    /** The grant behind a live access token, or null; notes the use at most once a minute. */
    async authenticate(secret: string): Promise<TokenGrant | null> {
      if (!ACCESS.test(secret)) return null;
      const row = await db.maybeOne<BearerRow>(sql`
        SELECT g.id, g.user_id, u.username, g.scopes, ${staleUse(sql`g.last_used_at`)}
        FROM oauth_tokens t
        JOIN oauth_grants g ON g.id = t.grant_id
        JOIN users u ON u.id = g.user_id
        WHERE t.token_hash = ${tokenHash(secret)} AND t.kind = 'access'
          AND t.expires_at > now() AND g.revoked_at IS NULL`);
      return grantOf(
        db,
        row,
        (id) => sql`UPDATE oauth_grants SET last_used_at = now() WHERE id = ${id}`,
      );
    },
  };
}

export type OAuthTokens = ReturnType<typeof createOAuthTokens>;
