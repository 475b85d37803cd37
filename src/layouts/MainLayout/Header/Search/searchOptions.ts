import type { SearchHit, SearchKind, SearchResponse } from '@/api/schema';
import { SEARCH_KINDS } from '@/api/schema/searchConstants';

export interface SearchOption {
  kind: SearchKind;
  hit: SearchHit;
  /** Position in the flat keyboard order. */
  index: number;
}

/** Results in display order (notes, events, files), each hit numbered for arrow-key movement. */
export function toOptions(results: SearchResponse | undefined): SearchOption[] {
  if (!results) return [];
  let index = 0;
  return SEARCH_KINDS.flatMap((kind) =>
    results[kind].map((hit) => ({ kind, hit, index: index++ })),
  );
}

/** The next active index for an arrow key, wrapping round; -1 when there is nothing to move to. */
export function moveActive(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
