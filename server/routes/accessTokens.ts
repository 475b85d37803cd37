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
import { HttpError } from '../errors.ts';
import { AUTH_ERROR_RESPONSES } from './responses.ts';

const tags = ['accounts'];

/**
 * "Connected apps": the signed-in user's personal access tokens for `/mcp` (docs/mcp.md). The
 * web session manages them; a token itself never reaches these routes (it is no session).
 */
export const accessTokenRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { accessTokens },
) => {
  app.get(ACCESS_TOKEN_PATHS.list, {
    schema: {
      tags,
      summary: 'Your personal access tokens, live first (never their secrets)',
      response: { 200: accessTokenListSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) => ({ tokens: await accessTokens.list(request.user.id) }),
  });
  app.post(ACCESS_TOKEN_PATHS.create, {
    schema: {
      tags,
      summary: 'Make a token for an MCP client; its secret is in this answer only',
      body: createAccessTokenRequestSchema,
      response: {
        201: createdAccessTokenSchema,
        422: errorEnvelopeSchema,
        ...AUTH_ERROR_RESPONSES,
      },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await accessTokens.create(request.user.id, request.body)),
  });
  app.delete(ACCESS_TOKEN_PATHS.revoke, {
    schema: {
      tags,
      summary: 'Revoke a token: every client using it is refused at once',
      params: accessTokenParamsSchema,
      response: { 200: accessTokenSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) => {
      const token = await accessTokens.revoke(request.user.id, request.params.id);
      if (!token) throw new HttpError('not_found', 'No such token.');
      return token;
    },
  });
};
