import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
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
  onRestore: (versionId: string) => Promise<boolean>;
  onClose: () => void;
}

/** The open note's history, wired to the versions endpoints. */
export function NoteHistoryContainer(props: NoteHistoryContainerProps) {
  const { noteId, currentText, unsaved, onRestore, onClose } = props;
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const list = useListNoteVersionsInfiniteQuery(noteId);
  const chosen = useGetNoteVersionQuery(selectedId ? { noteId, versionId: selectedId } : skipToken);
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);

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
              ...queryStatus({ ...chosen, data: chosen.currentData }),
              version: chosen.currentData,
            }
          : undefined
      }
      selectedId={selectedId}
      currentText={currentText}
      unsaved={unsaved}
      onSelect={setSelectedId}
      onRestore={onRestore}
    />
  );
}
