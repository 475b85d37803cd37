import { useMemo } from 'react';
import type { ListNotesQuery, Note } from '@/api/schema';
import { NOTES_WIDGET_MAX, type NotesWidgetKind } from '@/components/home/NotesWidget';
import { queryStatus } from '@/state/api/loadStatus';
import { useListNotesInfiniteQuery } from '@/state/api/notesApi';

type WidgetQuery = Pick<ListNotesQuery, 'pinned'>;

const asListed = (notes: Note[]) => notes;
// The list puts pinned notes first; "recent" means last edited, pinned or not.
const byLastEdit = (notes: Note[]) =>
  [...notes].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));

const WIDGETS: Record<NotesWidgetKind, { query: WidgetQuery; order: (notes: Note[]) => Note[] }> = {
  pinned: { query: { pinned: 'true' }, order: asListed },
  recent: { query: {}, order: byLastEdit },
};

/** The first notes of the pinned or the everything list, as Home's widget of that kind shows them. */
export function useHomeNotes(kind: NotesWidgetKind) {
  const { query, order } = WIDGETS[kind];
  const list = useListNotesInfiniteQuery(query);
  const notes = useMemo(
    () => order(list.data?.pages[0]?.items ?? []).slice(0, NOTES_WIDGET_MAX),
    [list.data, order],
  );
  return { notes, ...queryStatus(list) };
}
