import { z } from './zodSetup';
import { storableString } from './text';
import { SEARCH_LIMITS } from './searchConstants';
export * from './searchConstants';

export const searchQuerySchema = z.object({
  q: storableString().trim().min(SEARCH_LIMITS.query.min).max(SEARCH_LIMITS.query.max),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** Characters of a string that matched the query: UTF-16 offsets, `end` exclusive. */
export const matchRangeSchema = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
});
export type MatchRange = z.infer<typeof matchRangeSchema>;

/**
 * When an event hit happens: its start (a series' first), whether it is all-day (a floating date,
 * midnight UTC, as the calendar keeps it) and whether it repeats.
 */
export const searchHitWhenSchema = z.object({
  start: z.iso.datetime({ offset: true }),
  allDay: z.boolean(),
  repeats: z.boolean(),
});
export type SearchHitWhen = z.infer<typeof searchHitWhenSchema>;

/**
 * One hit: `snippet` is plain text around the match (no markup); the `*Matches` ranges say which
 * characters of the title and of the snippet to mark, so the client never parses HTML.
 */
export const searchHitSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  titleMatches: z.array(matchRangeSchema),
  snippet: z.string(),
  snippetMatches: z.array(matchRangeSchema),
  /** Events only: so the reader can tell last year's from next week's. */
  when: searchHitWhenSchema.optional(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResponseSchema = z.object({
  notes: z.array(searchHitSchema),
  events: z.array(searchHitSchema),
  files: z.array(searchHitSchema),
  conversations: z.array(searchHitSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
export type SearchKind = keyof SearchResponse;
