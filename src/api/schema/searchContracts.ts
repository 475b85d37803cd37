import { readRoute, type RouteContract } from './routeContract';
import { SEARCH_PATHS, searchQuerySchema, searchResponseSchema } from './search';

/** The header's global search (docs/search.md). */
export const SEARCH_CONTRACTS = {
  search: readRoute(
    SEARCH_PATHS.search,
    'Best matches among your notes, events and files',
    searchResponseSchema,
    { querystring: searchQuerySchema },
  ),
} as const satisfies Record<string, RouteContract>;
