import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Note } from '@/api/schema';
import type { NoteAction } from '@/components/NoteCard';
import { useNotify } from '@/components/Notifications';
import { useSnackbar } from '@/components/Snackbar';
import {
  useDeleteNoteMutation,
  useLazyGetNoteQuery,
  useSetNoteStateMutation,
  useUpdateNoteMutation,
} from '@/state/api/notesApi';
import { asApiError, useNoteErrors } from './useNoteErrors';

/** What the cards' buttons do: archive and trash can be undone from the snackbar. */
export function useNoteActions() {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const { notify } = useNotify();
  const showError = useNoteErrors();
  const [setState] = useSetNoteStateMutation();
  const [updateNote] = useUpdateNoteMutation();
  const [deleteNote] = useDeleteNoteMutation();
  const [fetchNote] = useLazyGetNoteQuery();
  const [pendingDelete, setPendingDelete] = useState<Note | null>(null);
  const say = useCallback((id: string) => intl.formatMessage({ id }), [intl]);

  const setPinned = useCallback(
    async (note: Note, pinned: boolean) => {
      try {
        await updateNote({ id: note.id, changes: { version: note.version, pinned } }).unwrap();
      } catch (error) {
        // Pinning touches one field, so a newer version elsewhere is no reason to bother the user.
        if (asApiError(error).code !== 'conflict') throw error;
        const current = await fetchNote(note.id).unwrap();
        await updateNote({ id: note.id, changes: { version: current.version, pinned } }).unwrap();
      }
    },
    [updateNote, fetchNote],
  );

  const change = useCallback(
    async (id: string, action: 'archive' | 'unarchive' | 'trash' | 'restore') => {
      await setState({ id, action }).unwrap();
    },
    [setState],
  );

  /** Archive or trash, with UNDO in the snackbar to bring the note straight back. */
  const putAway = useCallback(
    async (id: string, action: 'archive' | 'trash') => {
      await change(id, action);
      snackbar.open({
        message: say(action === 'archive' ? 'notes.snackbar.archived' : 'notes.snackbar.trashed'),
        onUndo: () => change(id, action === 'archive' ? 'unarchive' : 'restore').catch(showError),
      });
    },
    [change, snackbar, say, showError],
  );

  const run = useCallback(
    async (note: Note, action: NoteAction) => {
      try {
        switch (action) {
          case 'pin':
          case 'unpin':
            await setPinned(note, action === 'pin');
            break;
          case 'archive':
          case 'trash':
            await putAway(note.id, action);
            break;
          case 'unarchive':
            await change(note.id, 'unarchive');
            notify(say('notes.snackbar.unarchived'), { variant: 'success' });
            break;
          case 'restore':
            await change(note.id, 'restore');
            notify(say('notes.snackbar.restored'), { variant: 'success' });
            break;
          case 'deleteForever':
            setPendingDelete(note);
            break;
        }
      } catch (error) {
        showError(error);
      }
    },
    [setPinned, change, putAway, notify, say, showError],
  );

  const confirmDelete = useCallback(async () => {
    const note = pendingDelete;
    setPendingDelete(null);
    if (!note) return;
    try {
      await deleteNote(note.id).unwrap();
      notify(say('notes.snackbar.deleted'), { variant: 'success' });
    } catch (error) {
      showError(error);
    }
  }, [pendingDelete, deleteNote, notify, say, showError]);

  const putAwayOrReport = useCallback(
    (id: string, action: 'archive' | 'trash') => putAway(id, action).catch(showError),
    [putAway, showError],
  );

  return {
    run,
    putAway: putAwayOrReport,
    pendingDelete,
    confirmDelete,
    cancelDelete: () => setPendingDelete(null),
  };
}
