import { useCallback, useState } from 'react';
import { useRestoreNoteVersionMutation } from '@/state/api/noteVersionsApi';
import type { EditingSession } from './useEditingSession';

/** What the history compares with, fixed when it opens: the editor sits behind it meanwhile. */
interface OpenHistory {
  noteId: string;
  currentText: string;
  unsaved: boolean;
  /** Opened at this version by a link, to show what it changed. */
  versionId?: string;
}

/**
 * The open note's history: opened from the editor, and restore as one more save of the editing
 * session. Unsaved typing goes out first (so it stays in the history), then the restored note
 * replaces the editor's content as the new saved state (docs/product.md, "Note history").
 */
export function useNoteHistory(editor: EditingSession) {
  const [shown, setShown] = useState<OpenHistory | null>(null);
  const [restoreVersion] = useRestoreNoteVersionMutation();
  const { opened, editing, save, saveState, openNote } = editor;

  const showAt = useCallback(
    (versionId?: string) => {
      const now = editing();
      if (!opened?.recordId || !now) return;
      setShown({
        noteId: opened.recordId,
        currentText: now.draft.plainText,
        unsaved: saveState !== 'saved',
        versionId,
      });
    },
    [opened, editing, saveState],
  );
  const show = useCallback(() => showAt(), [showAt]);

  const restore = useCallback(
    async (versionId: string) => {
      // A conflict or a refusal stops here; the session has already shown it.
      if (!(await save())) return false;
      const now = editing();
      if (!shown || now?.baseVersion == null) return false;
      const note = await restoreVersion({
        noteId: shown.noteId,
        versionId,
        version: now.baseVersion,
      }).unwrap();
      openNote(note);
      setShown(null);
      return true;
    },
    [save, editing, shown, restoreVersion, openNote],
  );

  return { shown, show, showAt, hide: () => setShown(null), restore };
}
