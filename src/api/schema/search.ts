import { z } from 'zod';
import { storableString } from './text';

export const SEARCH_LIMITS = { query: { min: 1, max: 200 }, perKind: 5 } as const;

export const searchQuerySchema = z.object({
  q: storableString().trim().min(SEARCH_LIMITS.query.min).max(SEARCH_LIMITS.query.max),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** One hit: `snippet` is plain text around the match (no markup). */
export const searchHitSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  snippet: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResponseSchema = z.object({
  notes: z.array(searchHitSchema),
  events: z.array(searchHitSchema),
  files: z.array(searchHitSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
export type SearchKind = keyof SearchResponse;
export const SEARCH_KINDS = ['notes', 'events', 'files'] as const satisfies readonly SearchKind[];

export const SEARCH_PATHS = { search: '/search' } as const;
