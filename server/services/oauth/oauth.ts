import type { Database } from '../../db/index.ts';
import { createAuthorizationRequests } from './authorizationRequests.ts';
import { createOAuthClients } from './oauthClients.ts';
import { createOAuthGrants } from './oauthGrants.ts';
import { createOAuthTokens } from './oauthTokens.ts';

/** The OAuth authorization server of `/mcp` (docs/mcp.md "OAuth"), one service per step. */
export function createOAuth(db: Database) {
  return {
    clients: createOAuthClients(db),
    requests: createAuthorizationRequests(db),
    tokens: createOAuthTokens(db),
    grants: createOAuthGrants(db),
  };
}

export type OAuth = ReturnType<typeof createOAuth>;
