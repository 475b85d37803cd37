import { useCallback, useRef, useState } from 'react';
import { toApiError } from '@/api/client';
import type { Note } from '@/api/schema';
import type { NoteAction } from '@/components/notes/NoteCard';
import { useFeedback } from '@/hooks/useFeedback';
import { NOTE_ERROR_MESSAGES } from '@/i18n/noteErrorMessages';
import {
  useDeleteNoteMutation,
  useLazyGetNoteQuery,
  useSetNoteStateMutation,
  useUpdateNoteMutation,
} from '@/state/api/notesApi';

type StateChange = 'archive' | 'unarchive' | 'trash' | 'restore';

/** What the cards' buttons do: archive and trash can be undone from the snackbar. */
export function useNoteActions() {
  const feedback = useFeedback();
  const [setState] = useSetNoteStateMutation();
  const [updateNote] = useUpdateNoteMutation();
  const [deleteNote] = useDeleteNoteMutation();
  const [fetchNote] = useLazyGetNoteQuery();
  const [pendingDelete, setPendingDelete] = useState<Note | null>(null);
  // Notes with an action on its way: their buttons are off, and a second click sends nothing.
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(() => new Set());
  const inFlight = useRef(new Set<string>());
  const failed = useCallback(
    (error: unknown) => feedback.failed(error, NOTE_ERROR_MESSAGES),
    [feedback],
  );

  /** Runs `task` for one note at a time; a call while one is under way for it is dropped. */
  const exclusive = useCallback(async (id: string, task: () => Promise<void>) => {
    if (inFlight.current.has(id)) return;
    inFlight.current.add(id);
    setBusyIds(new Set(inFlight.current));
    try {
      await task();
    } finally {
      inFlight.current.delete(id);
      setBusyIds(new Set(inFlight.current));
    }
  }, []);

  const setPinned = useCallback(
    async (note: Note, pinned: boolean) => {
      try {
        await updateNote({ id: note.id, changes: { version: note.version, pinned } }).unwrap();
      } catch (error) {
        // Pinning touches one field, so a newer version elsewhere is no reason to bother the user.
        if (toApiError(error).code !== 'conflict') throw error;
        const current = await fetchNote(note.id).unwrap();
        await updateNote({ id: note.id, changes: { version: current.version, pinned } }).unwrap();
      }
    },
    [updateNote, fetchNote],
  );

  const change = useCallback(
    async (id: string, action: StateChange) => {
      await setState({ id, action }).unwrap();
    },
    [setState],
  );

  /**
   * Archive or trash, with UNDO in the snackbar to bring the note straight back. UNDO only asks
   * the server to undo it and then shows the list the server returns: nothing is re-sorted or
   * re-stamped here, so the note comes back as it was.
   */
  const putAway = useCallback(
    async (id: string, action: 'archive' | 'trash') => {
      await change(id, action);
      feedback.undoable(
        action === 'archive' ? 'snackbar.noteArchived' : 'notes.snackbar.trashed',
        () => void change(id, action === 'archive' ? 'unarchive' : 'restore').catch(failed),
      );
    },
    [change, feedback, failed],
  );

  const perform = useCallback(
    async (note: Note, action: NoteAction) => {
      switch (action) {
        case 'pin':
        case 'unpin':
          return setPinned(note, action === 'pin');
        case 'archive':
        case 'trash':
          return putAway(note.id, action);
        case 'unarchive':
        case 'restore':
          await change(note.id, action);
          return feedback.notify(
            action === 'unarchive' ? 'notes.snackbar.unarchived' : 'notes.snackbar.restored',
          );
        case 'deleteForever':
          return setPendingDelete(note);
      }
    },
    [setPinned, putAway, change, feedback],
  );

  const run = useCallback(
    (note: Note, action: NoteAction) =>
      exclusive(note.id, () => perform(note, action).catch(failed)),
    [exclusive, perform, failed],
  );

  const confirmDelete = useCallback(async () => {
    const note = pendingDelete;
    setPendingDelete(null);
    if (!note) return;
    await exclusive(note.id, async () => {
      try {
        await deleteNote(note.id).unwrap();
        feedback.notify('notes.snackbar.deleted');
      } catch (error) {
        failed(error);
      }
    });
  }, [pendingDelete, deleteNote, exclusive, feedback, failed]);

  const putAwayOrReport = useCallback(
    (id: string, action: 'archive' | 'trash') =>
      exclusive(id, () => putAway(id, action).catch(failed)),
    [exclusive, putAway, failed],
  );

  return {
    run,
    putAway: putAwayOrReport,
    busyIds,
    pendingDelete,
    confirmDelete,
    cancelDelete: () => setPendingDelete(null),
  };
}
