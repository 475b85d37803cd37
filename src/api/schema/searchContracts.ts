import type { RouteContract } from './routeContract';
import { SEARCH_PATHS, searchQuerySchema, searchResponseSchema } from './search';

/** The header's global search (docs/search.md). */
export const SEARCH_CONTRACTS = {
  search: {
    method: 'GET',
    url: SEARCH_PATHS.search,
    summary: 'Best matches among your notes, events and files',
    querystring: searchQuerySchema,
    answers: { 200: searchResponseSchema },
  },
} as const satisfies Record<string, RouteContract>;
