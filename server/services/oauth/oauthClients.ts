import { z } from 'zod';
import { OAUTH_LIMITS, singleLineString } from '@/api/schema';
import { sql, type Queryable } from '../../db/index.ts';
import { OAuthFailure } from './oauthFailure.ts';
import { redirectUriAllowed } from './redirectUris.ts';

/**
 * What Quire reads of a registration (RFC 7591); other metadata is ignored. Every client is
 * public (no secret): a desktop app or a connector proves itself with PKCE, not a stored secret.
 */
const registrationSchema = z.object({
  client_name: singleLineString().trim().min(1).max(OAUTH_LIMITS.clientName).optional(),
  redirect_uris: z
    .array(z.string().max(OAUTH_LIMITS.redirectUri))
    .min(1)
    .max(OAUTH_LIMITS.redirectUris),
  grant_types: z.array(z.string().max(100)).max(10).optional(),
  response_types: z.array(z.string().max(100)).max(10).optional(),
});

export interface OAuthClient {
  id: string;
  name: string;
  redirectUris: string[];
  createdAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The registration's answer (RFC 7591 §3.2.1). */
export function registrationAnswer(client: OAuthClient) {
  return {
    client_id: client.id,
    client_id_issued_at: Math.floor(client.createdAt.getTime() / 1000),
    client_name: client.name,
    redirect_uris: client.redirectUris,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
  };
}

/** Dynamically registered OAuth clients (docs/mcp.md "OAuth"). */
export function createOAuthClients(db: Queryable) {
  return {
    async register(body: unknown): Promise<OAuthClient> {
      const parsed = registrationSchema.safeParse(body);
      if (!parsed.success)
        throw new OAuthFailure('invalid_client_metadata', 'The registration is malformed.');
      const { client_name, redirect_uris, grant_types, response_types } = parsed.data;
      if (!redirect_uris.every(redirectUriAllowed))
        throw new OAuthFailure(
          'invalid_redirect_uri',
          'Redirect URIs must be https, or http to a loopback address, without a fragment.',
        );
      if (grant_types?.some((grant) => grant !== 'authorization_code' && grant !== 'refresh_token'))
        throw new OAuthFailure('invalid_client_metadata', 'Only the authorization code grant.');
      if (response_types?.some((type) => type !== 'code'))
        throw new OAuthFailure('invalid_client_metadata', 'Only the code response type.');
      const name = client_name ?? new URL(redirect_uris[0]!).host;
      const row = await db.one<{ id: string; created_at: Date }>(sql`
        INSERT INTO oauth_clients (name, redirect_uris)
        VALUES (${name}, ${[...new Set(redirect_uris)]}) RETURNING id, created_at`);
      return {
        id: row.id,
        name,
        redirectUris: [...new Set(redirect_uris)],
        createdAt: row.created_at,
      };
    },

    async find(id: string): Promise<OAuthClient | null> {
      if (!UUID.test(id)) return null;
      const row = await db.maybeOne<{
        id: string;
        name: string;
        redirect_uris: string[];
        created_at: Date;
      }>(sql`SELECT id, name, redirect_uris, created_at FROM oauth_clients WHERE id = ${id}`);
      return row
        ? { id: row.id, name: row.name, redirectUris: row.redirect_uris, createdAt: row.created_at }
        : null;
    },
  };
}

export type OAuthClients = ReturnType<typeof createOAuthClients>;
