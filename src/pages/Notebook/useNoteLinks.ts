import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  BLANK_NOTE_DRAFT,
  linkedItemKey,
  type NoteEditorLinks,
  type NoteLinkOption,
} from '@/components/notes/NoteEditor';
import { useFeedback } from '@/hooks/useFeedback';
import { NOTE_ERROR_MESSAGES } from '@/i18n/noteErrorMessages';
import { noteLink } from '@/routes/paths';
import { useNoteLinksQuery } from '@/state/api/noteLinksApi';
import { useCreateNoteMutation } from '@/state/api/notesApi';
import { useLazySearchQuery } from '@/state/api/searchApi';
import { useAppSelector } from '@/state/hooks';
import type { SearchHit } from '@/api/schema/search';

/** Hits whose title (a file's name) matched: the picker links by title, not by body text. */
const byTitle = (hits: SearchHit[], kind?: NoteLinkOption['kind']): NoteLinkOption[] =>
  hits
    .filter((hit) => hit.titleMatches.length > 0)
    .map((hit) => ({ id: hit.id, title: hit.title, ...(kind ? { kind } : {}) }));

/**
 * What the editor needs for links: the open note's targets (notes, events, files) with their
 * titles now, the `[[` picker's search (the search engine, title hits only, notes then events
 * then files), creating a note to link to, and opening a linked note through the notebook's
 * `?note=` address (which saves this one first), or an event or a file at its own address.
 */
export function useNoteLinks(noteId: string | null): NoteEditorLinks {
  const navigate = useNavigate();
  const feedback = useFeedback();
  const targets = useNoteLinksQuery(noteId ?? skipToken);
  const [searchNotes] = useLazySearchQuery();
  const [createNote] = useCreateNoteMutation();
  const ownCalendar = useAppSelector((state) => state.session.user?.username ?? '');

  const titles = useMemo(
    () => Object.fromEntries((targets.data?.items ?? []).map((item) => [item.noteId, item.title])),
    [targets.data],
  );
  const items = useMemo(
    () =>
      Object.fromEntries(
        (targets.data?.others ?? []).map(({ kind, id, title, calendar }) => [
          linkedItemKey(kind, id),
          { title, calendar },
        ]),
      ),
    [targets.data],
  );
  const search = useCallback(
    async (text: string) => {
      const found = await searchNotes(text, true).unwrap();
      return [
        ...byTitle(found.notes),
        ...byTitle(found.events, 'event'),
        ...byTitle(found.files, 'file'),
      ];
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
  const openItem = useCallback((href: string) => void navigate(href), [navigate]);

  return useMemo(
    () => ({ titles, items, search, create, open, ownCalendar, openItem }),
    [titles, items, search, create, open, ownCalendar, openItem],
  );
}
