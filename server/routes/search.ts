import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SEARCH_CONTRACTS, SEARCH_LIMITS } from '@/api/schema';
import type { AppContext } from '../context.ts';
import { declareRoutes } from './declareRoute.ts';

/** The header's global search: every kind the engine has a source for (docs/search.md). */
export const searchRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { search }) => {
  const route = declareRoutes(app, 'search');
  route(SEARCH_CONTRACTS.search, async (request) =>
    search.search(request.user.id, request.query.q, { limit: SEARCH_LIMITS.perKind }),
  );
};
