import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS_TOKEN_CONTRACTS } from '@/api/schema';
import type { AppContext } from '../context.ts';
import { declareRoutes } from './declareRoute.ts';
import { foundOr } from './notFound.ts';

const found = foundOr('No such token.');

/**
 * "Connected apps": the signed-in user's personal access tokens for `/mcp` (docs/mcp.md). The
 * web session manages them; a token itself never reaches these routes (it is no session).
 */
export const accessTokenRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { accessTokens },
) => {
  const route = declareRoutes(app, 'accounts');
  route(ACCESS_TOKEN_CONTRACTS.list, async (request) => ({
    tokens: await accessTokens.list(request.user.id),
  }));
  route(ACCESS_TOKEN_CONTRACTS.create, async (request, reply) =>
    reply.code(201).send(await accessTokens.create(request.user.id, request.body)),
  );
  route(ACCESS_TOKEN_CONTRACTS.revoke, async (request) =>
    found(await accessTokens.revoke(request.user.id, request.params.id)),
  );
};
