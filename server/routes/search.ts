import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SEARCH_LIMITS, SEARCH_PATHS, searchQuerySchema, searchResponseSchema } from '@/api/schema';
import type { AppContext } from '../context.ts';
import { routeDocs } from './routeDocs.ts';

const doc = routeDocs('search');

/** The header's global search: every kind the engine has a source for (docs/search.md). */
export const searchRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { search }) => {
  app.get(SEARCH_PATHS.search, {
    schema: doc(
      'Best matches among your notes, events and files',
      { 200: searchResponseSchema },
      { querystring: searchQuerySchema },
    ),
    handler: async (request) =>
      search.search(request.user.id, request.query.q, { limit: SEARCH_LIMITS.perKind }),
  });
};
