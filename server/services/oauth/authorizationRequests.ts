import {
  OAUTH_LIMITS,
  type AccessTokenScope,
  type ConsentDecision,
  type ConsentRequest,
} from '@/api/schema';
import { sql, type Database } from '../../db/index.ts';
import { newToken, tokenHash } from '../tokens.ts';
import { redirectHost } from './redirectUris.ts';

/** A checked `/oauth/authorize` request, waiting for the user's decision. */
export interface PendingRequest {
  clientId: string;
  redirectUri: string;
  scopes: AccessTokenScope[];
  state: string | undefined;
  codeChallenge: string;
}

/** The client's redirect URI with the answer's parameters, `iss` included (RFC 9207). */
export function redirectWith(uri: string, params: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * The consent step (docs/mcp.md "OAuth"): `/oauth/authorize` saves a checked request; the signed-in
 * user reads it on the consent page and decides once. Allowing makes the grant and a code bound
 * to the client, its redirect URI and its PKCE challenge.
 */
export function createAuthorizationRequests(db: Database) {
  return {
    async open(request: PendingRequest): Promise<string> {
      const row = await db.one<{ id: string }>(sql`
        INSERT INTO oauth_requests (client_id, redirect_uri, scopes, state, code_challenge, expires_at)
        VALUES (${request.clientId}, ${request.redirectUri}, ${request.scopes},
          ${request.state ?? null}, ${request.codeChallenge},
          now() + ${OAUTH_LIMITS.requestSeconds} * interval '1 second')
        RETURNING id`);
      return row.id;
    },

    /** What the consent page shows, or null once decided or expired. */
    async describe(id: string): Promise<ConsentRequest | null> {
      const row = await db.maybeOne<{
        name: string;
        redirect_uri: string;
        scopes: AccessTokenScope[];
      }>(sql`
        SELECT c.name, r.redirect_uri, r.scopes
        FROM oauth_requests r JOIN oauth_clients c ON c.id = r.client_id
        WHERE r.id = ${id} AND r.decided_at IS NULL AND r.expires_at > now()`);
      return row
        ? {
            id,
            clientName: row.name,
            redirectHost: redirectHost(row.redirect_uri),
            scopes: row.scopes,
          }
        : null;
    },

    /** Where to send the browser, or null when the request is unknown, expired or decided. */
    async decide(
      userId: string,
      id: string,
      decision: ConsentDecision,
      issuer: string,
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        const row = await tx.maybeOne<{
          client_id: string;
          redirect_uri: string;
          scopes: AccessTokenScope[];
          state: string | null;
          code_challenge: string;
        }>(sql`
          UPDATE oauth_requests SET decided_at = now()
          WHERE id = ${id} AND decided_at IS NULL AND expires_at > now()
          RETURNING client_id, redirect_uri, scopes, state, code_challenge`);
        if (!row) return null;
        const state = row.state ?? undefined;
        const scopes = row.scopes.filter((scope) => decision.scopes?.includes(scope) ?? true);
        if (!decision.allow || scopes.length === 0)
          return redirectWith(row.redirect_uri, { error: 'access_denied', state, iss: issuer });
        const grant = await tx.one<{ id: string }>(sql`
          INSERT INTO oauth_grants (user_id, client_id, scopes)
          VALUES (${userId}, ${row.client_id}, ${scopes}) RETURNING id`);
        const code = newToken();
        await tx.execute(sql`
          INSERT INTO oauth_codes (code_hash, grant_id, redirect_uri, code_challenge, expires_at)
          VALUES (${tokenHash(code)}, ${grant.id}, ${row.redirect_uri}, ${row.code_challenge},
            now() + ${OAUTH_LIMITS.codeSeconds} * interval '1 second')`);
        return redirectWith(row.redirect_uri, { code, state, iss: issuer });
      });
    },
  };
}

export type AuthorizationRequests = ReturnType<typeof createAuthorizationRequests>;
