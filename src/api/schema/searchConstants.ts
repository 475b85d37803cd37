// The search's plain constants, re-exported by the schema module.
import type { SearchKind } from './search';

export const SEARCH_LIMITS = { query: { min: 1, max: 200 }, perKind: 5 } as const;

export const SEARCH_KINDS = [
  'notes',
  'events',
  'files',
  'conversations',
] as const satisfies readonly SearchKind[];

export const SEARCH_PATHS = { search: '/search' } as const;
