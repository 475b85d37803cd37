import {
  ACCESS_TOKEN_PATHS,
  accessTokenListSchema,
  accessTokenParamsSchema,
  accessTokenSchema,
  createAccessTokenRequestSchema,
  createdAccessTokenSchema,
} from './accessTokens';
import { errorEnvelopeSchema } from './errors';
import { createRoute, readRoute, revokeRoute, type RouteContract } from './routeContract';

/** "Connected apps": the signed-in user's personal access tokens for `/mcp` (docs/mcp.md). */
export const ACCESS_TOKEN_CONTRACTS = {
  list: readRoute(
    ACCESS_TOKEN_PATHS.list,
    'Your personal access tokens, live first (never their secrets)',
    accessTokenListSchema,
  ),
  create: createRoute(
    ACCESS_TOKEN_PATHS.create,
    'Make a token for an MCP client; its secret is in this answer only',
    createdAccessTokenSchema,
    { body: createAccessTokenRequestSchema },
    { 422: errorEnvelopeSchema },
  ),
  revoke: revokeRoute(
    ACCESS_TOKEN_PATHS.revoke,
    'Revoke a token: every client using it is refused at once',
    accessTokenSchema,
    { params: accessTokenParamsSchema },
  ),
} as const satisfies Record<string, RouteContract>;
