import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { BLANK_NOTE_DRAFT, type NoteEditorLinks } from '@/components/notes/NoteEditor';
import { useFeedback } from '@/hooks/useFeedback';
import { NOTE_ERROR_MESSAGES } from '@/i18n/noteErrorMessages';
import { noteLink } from '@/routes/paths';
import { useNoteLinksQuery } from '@/state/api/noteLinksApi';
import { useCreateNoteMutation } from '@/state/api/notesApi';
import { useLazySearchQuery } from '@/state/api/searchApi';

/**
 * What the editor needs for links to other notes: the open note's targets with their titles now,
 * the `[[` picker's search (the search engine, title hits only), creating a note to link to, and
 * opening a linked note through the notebook's `?note=` address (which saves this one first).
 */
export function useNoteLinks(noteId: string | null): NoteEditorLinks {
  const navigate = useNavigate();
  const feedback = useFeedback();
  const targets = useNoteLinksQuery(noteId ?? skipToken);
  const [searchNotes] = useLazySearchQuery();
  const [createNote] = useCreateNoteMutation();

  const titles = useMemo(
    () => Object.fromEntries((targets.data?.items ?? []).map((item) => [item.noteId, item.title])),
    [targets.data],
  );
  const search = useCallback(
    async (text: string) => {
      const found = await searchNotes(text, true).unwrap();
      return found.notes
        .filter((hit) => hit.titleMatches.length > 0)
        .map((hit) => ({ id: hit.id, title: hit.title }));
    },
    [searchNotes],
  );
  const create = useCallback(
    async (title: string) => {
      try {
        const note = await createNote({ ...BLANK_NOTE_DRAFT, title }).unwrap();
        return { id: note.id, title: note.title };
      } catch (error) {
        feedback.failed(error, NOTE_ERROR_MESSAGES);
        return null;
      }
    },
    [createNote, feedback],
  );
  const open = useCallback((id: string) => void navigate(noteLink(id)), [navigate]);

  return useMemo(() => ({ titles, search, create, open }), [titles, search, create, open]);
}
