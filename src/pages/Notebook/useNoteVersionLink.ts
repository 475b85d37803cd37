import { useEffect, useRef } from 'react';
import { NOTE_PARAM, NOTE_VERSION_PARAM } from '@/routes/paths';
import { isNoteId } from './noteChecks';
import { useLinkParam } from './useLinkParam';

/**
 * `?note=<id>&version=<versionId>` (the agent's "See what changed"): once the link's note is open
 * in the editor, its history opens at that version. The parameter is then taken off the address
 * (replacing it), so closing the history or the editor never opens it again.
 */
export function useNoteVersionLink(
  openedNoteId: string | null,
  showAt: (versionId: string) => void,
) {
  const [noteId] = useLinkParam(NOTE_PARAM);
  const [versionId, drop] = useLinkParam(NOTE_VERSION_PARAM);
  const latest = useRef(showAt);
  useEffect(() => {
    latest.current = showAt;
  });

  useEffect(() => {
    if (versionId === null || openedNoteId === null || openedNoteId !== noteId) return;
    // A malformed id opens nothing: the note stays open as the link's first half asked.
    if (isNoteId(versionId)) latest.current(versionId);
    drop();
  }, [versionId, openedNoteId, noteId, drop]);
}
