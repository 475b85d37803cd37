import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchHit, SearchKind } from '@/api/schema';
import { SEARCH_DEBOUNCE_MS } from '@/config';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { calendarLink, fileLink, noteLink } from '@/routes/paths';
import { useSearchQuery } from '@/state/api/searchApi';
import { SearchField, type SearchStatus } from './SearchField';

/** Where a hit opens: its section, with the hit's id in the query so the page can focus it. */
export function searchHitPath(kind: SearchKind, hit: SearchHit, username: string): string {
  if (kind === 'notes') return noteLink(hit.id);
  if (kind === 'events') return calendarLink(username, hit.id);
  return fileLink(hit.id);
}

/** The header search wired to the API cache. */
export function ConnectedSearch({ username }: { username: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const query = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const result = useSearchQuery(query, { skip: query.length === 0 });
  const pending = value.trim() !== query || result.isFetching;
  const status: SearchStatus =
    value.trim().length === 0
      ? 'idle'
      : pending
        ? 'loading'
        : result.isError
          ? 'error'
          : result.data
            ? 'success'
            : 'loading';
  return (
    <SearchField
      value={value}
      onChange={setValue}
      status={status}
      results={result.data}
      onRetry={() => void result.refetch()}
      onSelect={(kind, hit) => {
        setValue('');
        navigate(searchHitPath(kind, hit, username));
      }}
    />
  );
}
