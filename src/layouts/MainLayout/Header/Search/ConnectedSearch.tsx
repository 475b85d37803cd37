import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchHit, SearchKind, SearchResponse } from '@/api/schema';
import { SEARCH_DEBOUNCE_MS } from '@/config';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { calendarLink, conversationLink, fileHitLink, noteLink } from '@/routes/paths';
import { useLazySearchQuery, useSearchQuery } from '@/state/api/searchApi';
import { useViewerTimeZone } from '@/state/timeZone/useViewerTimeZone';
import { SearchField, type SearchStatus } from './SearchField';
import { toOptions } from './searchOptions';

/** Where a hit opens: its section, with the hit's id in the query so the page can focus it. */
export function searchHitPath(kind: SearchKind, hit: SearchHit, username: string): string {
  if (kind === 'notes') return noteLink(hit.id);
  if (kind === 'events') return calendarLink(username, hit.id);
  if (kind === 'conversations') return conversationLink(hit.id);
  return fileHitLink(hit.id);
}

/** The header search wired to the API cache. */
export function ConnectedSearch({ username }: { username: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const typed = value.trim();
  const query = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const result = useSearchQuery(query, { skip: query.length === 0 });
  const pending = typed !== query || result.isFetching;
  const [fetchNow] = useLazySearchQuery();
  const [previous, setPrevious] = useState<{ query: string; data: SearchResponse } | null>(null);
  if (result.currentData && !pending && previous?.data !== result.currentData) {
    setPrevious({ query, data: result.currentData });
  }
  // While the next answer is on its way, the previous one stays up (marked busy) as long as the
  // user is refining the same words, so results do not flash away at every keystroke.
  const refining =
    previous !== null && (typed.startsWith(previous.query) || previous.query.startsWith(typed));
  const shown = pending ? (refining ? previous.data : undefined) : result.currentData;
  const status: SearchStatus =
    typed.length === 0
      ? 'idle'
      : result.isError && !pending
        ? 'error'
        : shown
          ? 'success'
          : 'loading';
  // The zone is asked for only once events are found: most searches never need it.
  const { zone } = useViewerTimeZone({ skip: !shown?.events.length });
  const open = (kind: SearchKind, hit: SearchHit) => {
    setValue('');
    navigate(searchHitPath(kind, hit, username));
  };
  return (
    <SearchField
      value={value}
      onChange={setValue}
      status={status}
      busy={pending}
      results={shown}
      error={result.error}
      onRetry={() => void result.refetch()}
      onSelect={open}
      timeZone={zone}
      onSubmitEarly={async () => {
        // Enter before the answer to the last keystroke: open the best hit for what was typed.
        // A failure needs no handling here: the popup's own query shows it, with a retry.
        const answer = await fetchNow(typed, true);
        const best = toOptions(answer.data)[0];
        if (best) open(best.kind, best.hit);
      }}
    />
  );
}
