import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OAUTH_CONTRACTS } from '@/api/schema';
import type { AppContext } from '../context.ts';
import { issuerOf } from '../services/oauth/oauthMetadata.ts';
import { declareRoutes } from './declareRoute.ts';
import { foundOr } from './notFound.ts';

const request = foundOr(
  'This request has expired or was already answered. Start again from the app.',
);
const grant = foundOr('No such app.');

/**
 * The signed-in half of OAuth for `/mcp` (docs/mcp.md "OAuth"): the consent page reads a pending
 * request and decides it; "Connected apps" lists and revokes the grants beside the tokens.
 */
export const mcpConsentRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { oauth, publicUrl },
) => {
  const route = declareRoutes(app, 'accounts');
  route(OAUTH_CONTRACTS.consent, async (req) =>
    request(await oauth.requests.describe(req.params.id)),
  );
  route(OAUTH_CONTRACTS.decide, async (req) => {
    const redirectTo = await oauth.requests.decide(
      req.user.id,
      req.params.id,
      req.body,
      issuerOf(publicUrl()),
    );
    return request(redirectTo === null ? null : { redirectTo });
  });
  route(OAUTH_CONTRACTS.grants, async (req) => ({ grants: await oauth.grants.list(req.user.id) }));
  route(OAUTH_CONTRACTS.revokeGrant, async (req) =>
    grant(await oauth.grants.revoke(req.user.id, req.params.id)),
  );
};
