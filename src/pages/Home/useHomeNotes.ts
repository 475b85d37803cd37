import { useMemo } from 'react';
import type { ListNotesQuery, Note } from '@/api/schema';
import { NOTES_WIDGET_MAX } from '@/components/NotesWidget';
import { useListNotesInfiniteQuery } from '@/state/api/notesApi';

type WidgetQuery = Pick<ListNotesQuery, 'pinned'>;

const PINNED: WidgetQuery = { pinned: 'true' };
const ALL: WidgetQuery = {};

function useWidgetNotes(query: WidgetQuery, order: (notes: Note[]) => Note[]) {
  const list = useListNotesInfiniteQuery(query);
  const notes = useMemo(
    () => order(list.data?.pages[0]?.items ?? []).slice(0, NOTES_WIDGET_MAX),
    [list.data, order],
  );
  const status: 'loading' | 'error' | 'ready' = list.data
    ? 'ready'
    : list.isError
      ? 'error'
      : 'loading';
  return { notes, status, retry: () => void list.refetch() };
}

const asListed = (notes: Note[]) => notes;
// The list puts pinned notes first; "recent" means last edited, pinned or not.
const byLastEdit = (notes: Note[]) =>
  [...notes].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));

/** The first notes of the pinned and the everything lists, as Home's widgets show them. */
export function useHomeNotes() {
  return { pinned: useWidgetNotes(PINNED, asListed), recent: useWidgetNotes(ALL, byLastEdit) };
}
