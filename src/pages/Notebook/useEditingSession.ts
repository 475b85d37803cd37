import { useCallback } from 'react';
import type { Note } from '@/api/schema';
import { BLANK_NOTE_DRAFT, type NoteDraft } from '@/components/notes/NoteEditor';
import { useDraftSession, type ConflictChoice } from '@/hooks/draftSession/useDraftSession';
import type { SaveRequest } from '@/hooks/draftSession/draftSession';
import { useFeedback } from '@/hooks/useFeedback';
import { NOTE_ERROR_MESSAGES } from '@/i18n/noteErrorMessages';
import { useAppDispatch } from '@/state/hooks';
import {
  refreshNotes,
  useCreateNoteMutation,
  useLazyGetNoteQuery,
  useUpdateNoteMutation,
} from '@/state/api/notesApi';
import { NOTEBOOK_TIMING } from './notebookConfig';
import { noteDraftSchema } from './noteChecks';
import { draftOf, NOTE_DRAFT_NAME } from './noteDraft';

/**
 * The note open in the notebook's editor: a draft session (see hooks/draftSession) over the
 * notes endpoints. The list refreshes once the editor lets go, not on every autosave.
 */
export function useEditingSession() {
  const dispatch = useAppDispatch();
  const feedback = useFeedback();
  const [createNote] = useCreateNoteMutation();
  const [updateNote] = useUpdateNoteMutation();
  const [fetchNote] = useLazyGetNoteQuery();

  const send = useCallback(
    (request: SaveRequest<NoteDraft>) =>
      request.kind === 'create'
        ? createNote({
            ...request.draft,
            idempotencyKey: request.idempotencyKey,
            refreshList: false,
          }).unwrap()
        : updateNote({
            id: request.id,
            changes: {
              version: request.version,
              ...request.draft,
              // The history records the user's pick in a conflict as such (docs/product.md).
              ...(request.afterConflict ? { source: 'conflict' as const } : {}),
            },
            refreshList: false,
          }).unwrap(),
    [createNote, updateNote],
  );

  const session = useDraftSession<NoteDraft, Note>({
    name: NOTE_DRAFT_NAME,
    draftSchema: noteDraftSchema,
    timing: NOTEBOOK_TIMING,
    send,
    fetchLatest: (id) => fetchNote(id).unwrap(),
    draftOf,
    report: (error) => feedback.failed(error, NOTE_ERROR_MESSAGES),
  });
  const { open, close, resolveConflict } = session;

  const openNote = useCallback(
    (note: Note) =>
      open({
        recordId: note.id,
        baseVersion: note.version,
        draft: draftOf(note),
        dirty: false,
        isNew: false,
        readOnly: note.trashedAt !== null,
      }),
    [open],
  );
  const openNew = useCallback(
    () =>
      open({
        recordId: null,
        baseVersion: null,
        draft: BLANK_NOTE_DRAFT,
        dirty: false,
        isNew: true,
      }),
    [open],
  );

  const closeNote = useCallback(async () => {
    await close();
    dispatch(refreshNotes());
  }, [close, dispatch]);

  const resolve = useCallback(
    async (choice: ConflictChoice) => {
      await resolveConflict(choice);
      if (choice === 'copyMine') feedback.notify('notes.snackbar.copied');
      dispatch(refreshNotes());
    },
    [resolveConflict, feedback, dispatch],
  );

  return { ...session, openNote, openNew, close: closeNote, resolveConflict: resolve };
}

export type EditingSession = ReturnType<typeof useEditingSession>;
