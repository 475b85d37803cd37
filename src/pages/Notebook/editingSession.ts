import type { Note } from '@/api/schema';
import type { NoteDraft } from '@/components/NoteEditor';

/** The note open in the editor. `key` changes whenever the editor must load other content. */
export interface EditingSession {
  key: string;
  noteId: string | null;
  baseVersion: number | null;
  initial: NoteDraft;
  readOnly: boolean;
  isNew: boolean;
}

let sessionCounter = 0;
const nextKey = () => `edit-${(sessionCounter += 1)}`;

export function draftOf(
  note: Pick<Note, 'title' | 'content' | 'plainText' | 'tags' | 'color' | 'pinned'>,
): NoteDraft {
  const { title, content, plainText, tags, color, pinned } = note;
  return { title, content, plainText, tags, color, pinned };
}

export function sessionForNote(note: Note): EditingSession {
  return {
    key: nextKey(),
    noteId: note.id,
    baseVersion: note.version,
    initial: draftOf(note),
    readOnly: note.trashedAt !== null,
    isNew: false,
  };
}

export function sessionForDraft(
  noteId: string | null,
  baseVersion: number | null,
  draft: NoteDraft,
  isNew = false,
): EditingSession {
  return { key: nextKey(), noteId, baseVersion, initial: draft, readOnly: false, isNew };
}
