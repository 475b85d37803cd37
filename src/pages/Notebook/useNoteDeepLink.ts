import { useEffect, useRef } from 'react';
import { toApiError } from '@/api/client';
import type { Note } from '@/api/schema/notes';
import { prefetchNoteEditor } from '@/components/notes/NoteEditor';
import { useFeedback } from '@/hooks/useFeedback';
import { NOTE_ERROR_MESSAGES } from '@/i18n/noteErrorMessages';
import { useLazyGetNoteQuery } from '@/state/api/notesApi';
import { isNoteId } from './noteChecks';
import type { EditingSession } from './useEditingSession';
import { useLinkParam } from './useLinkParam';
import { NEW_NOTE, NOTE_PARAM } from '@/routes/paths';

type DeepLinkEditor = Pick<EditingSession, 'opened' | 'openNote' | 'openNew' | 'close'>;

/**
 * `?note=<id>` (or `?note=new`) opens that note in the editor; closing the editor takes the
 * parameter away again without adding a history entry, so Back leaves the notebook.
 */
export function useNoteDeepLink(editor: DeepLinkEditor, loaded: readonly Note[]) {
  const feedback = useFeedback();
  const [wanted, drop] = useLinkParam(NOTE_PARAM);
  const [fetchNote] = useLazyGetNoteQuery();
  /** True while the editor shows what the link asked for; its closing clears the link. */
  const fromLink = useRef(false);
  // The effects below run per link, not per render: everything else is read from here.
  const latest = useRef({ editor, loaded, drop, feedback, fetchNote });
  useEffect(() => {
    latest.current = { editor, loaded, drop, feedback, fetchNote };
  });

  useEffect(() => {
    if (wanted === null) return;
    // The link will open the editor: its chunk loads while the note is looked up.
    prefetchNoteEditor();
    let live = true;
    const { drop, feedback, fetchNote } = latest.current;
    const notFound = () => {
      feedback.notify('notes.deepLink.notFound', 'warning');
      drop();
    };
    void (async () => {
      const { editor: current, loaded: notes } = latest.current;
      fromLink.current = false;
      if (current.opened) await current.close();
      if (!live) return;
      if (wanted === NEW_NOTE) {
        current.openNew();
        fromLink.current = true;
        return;
      }
      if (!isNoteId(wanted)) return notFound();
      const note =
        notes.find((item) => item.id === wanted) ??
        (await fetchNote(wanted)
          .unwrap()
          .catch((error: unknown) => {
            if (!live) return null;
            const { code } = toApiError(error);
            if (code === 'not_found' || code === 'validation_failed') notFound();
            else {
              feedback.failed(error, NOTE_ERROR_MESSAGES);
              drop();
            }
            return null;
          }));
      if (!note || !live) return;
      latest.current.editor.openNote(note);
      fromLink.current = true;
    })();
    return () => {
      // A newer link (or StrictMode's remount) takes over; this one must not open anything.
      live = false;
    };
  }, [wanted]);

  const open = editor.opened !== null;
  const wasOpen = useRef(false);
  useEffect(() => {
    // Only a real closing counts. A note already in the loaded list opens synchronously inside
    // the link's effect, so this effect of the same commit still sees `open` false: without
    // this check it took the link away as the editor opened (the e2e deep-link flake).
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed || !fromLink.current) return;
    fromLink.current = false;
    latest.current.drop();
  }, [open]);
}
