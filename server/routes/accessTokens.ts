import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCESS_TOKEN_PATHS,
  accessTokenListSchema,
  accessTokenParamsSchema,
  accessTokenSchema,
  createAccessTokenRequestSchema,
  createdAccessTokenSchema,
  errorEnvelopeSchema,
} from '@/api/schema';
import type { AppContext } from '../context.ts';
import { foundOr } from './notFound.ts';
import { routeDocs } from './routeDocs.ts';

const doc = routeDocs('accounts');
const found = foundOr('No such token.');

/**
 * "Connected apps": the signed-in user's personal access tokens for `/mcp` (docs/mcp.md). The
 * web session manages them; a token itself never reaches these routes (it is no session).
 */
export const accessTokenRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { accessTokens },
) => {
  app.get(ACCESS_TOKEN_PATHS.list, {
    schema: doc('Your personal access tokens, live first (never their secrets)', {
      200: accessTokenListSchema,
    }),
    handler: async (request) => ({ tokens: await accessTokens.list(request.user.id) }),
  });
  app.post(ACCESS_TOKEN_PATHS.create, {
    schema: doc(
      'Make a token for an MCP client; its secret is in this answer only',
      { 201: createdAccessTokenSchema, 422: errorEnvelopeSchema },
      { body: createAccessTokenRequestSchema },
    ),
    handler: async (request, reply) =>
      reply.code(201).send(await accessTokens.create(request.user.id, request.body)),
  });
  app.delete(ACCESS_TOKEN_PATHS.revoke, {
    schema: doc(
      'Revoke a token: every client using it is refused at once',
      { 200: accessTokenSchema },
      { params: accessTokenParamsSchema },
    ),
    handler: async (request) =>
      found(await accessTokens.revoke(request.user.id, request.params.id)),
  });
};
