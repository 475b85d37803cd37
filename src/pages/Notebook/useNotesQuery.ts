import { useCallback, useMemo } from 'react';
import { noteFilterQuery, type NoteFilter } from '@/api/schema/notesConstants';
import { useListNotesInfiniteQuery, useNoteTagsQuery } from '@/state/api/notesApi';

/** The notes of a filter, tag and search, as one growing list. */
export function useNotesQuery(filter: NoteFilter, tag: string | null, query: string) {
  const args = useMemo(
    () => ({
      ...noteFilterQuery(filter),
      ...(tag ? { tag } : {}),
      ...(query.trim() ? { q: query.trim() } : {}),
    }),
    [filter, tag, query],
  );
  const list = useListNotesInfiniteQuery(args);
  const tags = useNoteTagsQuery();
  const { fetchNextPage } = list;
  const loadMore = useCallback(() => {
    void fetchNextPage();
  }, [fetchNextPage]);
  const notes = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const highlights = useMemo(
    () =>
      new Map(
        list.data?.pages.flatMap((page) => page.highlights ?? []).map((hit) => [hit.id, hit]),
      ),
    [list.data],
  );
  const status: 'loading' | 'error' | 'ready' =
    list.isLoading || (list.isFetching && !list.data)
      ? 'loading'
      : list.isError && !list.data
        ? 'error'
        : 'ready';
  return {
    notes,
    highlights,
    status,
    error: list.error,
    hasMore: Boolean(list.hasNextPage),
    loadingMore: list.isFetchingNextPage,
    /** A new filter or query is being fetched while the previous list stays on screen. */
    refreshing: list.isFetching && !list.isFetchingNextPage,
    loadMore,
    retry: list.refetch,
    tags: tags.data?.items ?? [],
  };
}
