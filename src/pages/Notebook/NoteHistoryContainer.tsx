import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import type { NoteVersionSummary } from '@/api/schema/noteVersions';
import { NoteHistoryDialog } from '@/components/notes/NoteHistory';
import { queryStatus } from '@/state/api/loadStatus';
import {
  useGetNoteVersionQuery,
  useListNoteVersionsInfiniteQuery,
} from '@/state/api/noteVersionsApi';

export interface NoteHistoryContainerProps {
  noteId: string;
  /** The editor's text when the history opened: what each version is compared with. */
  currentText: string;
  /** The editor holds changes the server lacks. */
  unsaved: boolean;
  /** Opened by a "See what changed" link: this version shows what it changed against the one before. */
  linkedVersionId?: string;
  onRestore: (versionId: string) => Promise<boolean>;
  onClose: () => void;
}

/** The open note's history, wired to the versions endpoints. */
export function NoteHistoryContainer(props: NoteHistoryContainerProps) {
  const { noteId, currentText, unsaved, linkedVersionId, onRestore, onClose } = props;
  const [selectedId, setSelectedId] = useState<string | undefined>(linkedVersionId);
  const list = useListNoteVersionsInfiniteQuery(noteId);
  const chosen = useGetNoteVersionQuery(selectedId ? { noteId, versionId: selectedId } : skipToken);
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const before = useVersionBefore(noteId, selectedId === linkedVersionId ? selectedId : undefined, {
    items,
    ready: list.data !== undefined || list.isError,
    more: list.hasNextPage && !list.isFetching,
    loadMore: list.fetchNextPage,
  });

  const chosenStatus = queryStatus({ ...chosen, data: chosen.currentData });

  return (
    <NoteHistoryDialog
      open
      onClose={onClose}
      versions={{
        ...queryStatus(list),
        items,
        onLoadOlder: list.hasNextPage ? () => void list.fetchNextPage() : undefined,
      }}
      selected={
        selectedId
          ? {
              // currentData: the version just chosen, never the one shown before it.
              ...chosenStatus,
              // The linked version shows once the one before it (what it is compared with) is in.
              ...(before.pending && chosenStatus.status !== 'error' ? { status: 'loading' } : {}),
              version: before.pending ? undefined : chosen.currentData,
            }
          : undefined
      }
      previousText={before.text}
      selectedId={selectedId}
      currentText={currentText}
      unsaved={unsaved}
      onSelect={setSelectedId}
      onRestore={onRestore}
    />
  );
}

/**
 * The text of the version saved before `versionId` (newest first in `loaded.items`, so the next
 * one): '' when it is the note's first, loading older pages until it is found. `text` is
 * undefined without a version (or when it cannot be read: the diff is then against the note),
 * and `pending` while the comparison is not known yet.
 */
function useVersionBefore(
  noteId: string,
  versionId: string | undefined,
  loaded: { items: NoteVersionSummary[]; ready: boolean; more: boolean; loadMore: () => unknown },
) {
  const index = versionId ? loaded.items.findIndex((item) => item.id === versionId) : -1;
  const beforeId = index >= 0 ? loaded.items[index + 1]?.id : undefined;
  const needsMore = versionId !== undefined && loaded.more && (index < 0 || beforeId === undefined);
  const { loadMore } = loaded;
  useEffect(() => {
    if (needsMore) void loadMore();
  }, [needsMore, loadMore]);
  const before = useGetNoteVersionQuery(beforeId ? { noteId, versionId: beforeId } : skipToken);
  if (!versionId) return { text: undefined, pending: false };
  if (!loaded.ready) return { text: undefined, pending: true };
  // Not in any page: the version is gone, and its own read says so.
  if (index < 0) return { text: undefined, pending: needsMore };
  if (!beforeId) return { text: needsMore ? undefined : '', pending: needsMore };
  return { text: before.currentData?.plainText, pending: !before.currentData && !before.isError };
}
