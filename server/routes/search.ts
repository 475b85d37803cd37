import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SEARCH_LIMITS, SEARCH_PATHS, searchQuerySchema, searchResponseSchema } from '@/api/schema';
import type { AppContext } from '../context.ts';
import { AUTH_ERROR_RESPONSES } from './responses.ts';

/** The header's global search. Events and files join here once those features have tables. */
export const searchRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { notes }) => {
  app.get(SEARCH_PATHS.search, {
    schema: {
      tags: ['search'],
      summary: 'Best matches among your notes, events and files',
      querystring: searchQuerySchema,
      response: { 200: searchResponseSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) => {
      const hits = await notes.searchHits(request.user.id, request.query.q, SEARCH_LIMITS.perKind);
      return { notes: hits, events: [], files: [] };
    },
  });
};
