import type { Note } from '@/api/schema/notes';
import type { NoteDraft } from '@/components/notes/NoteEditor';

/** The name the notebook's drafts go under in local storage (useStoredDraft) (one open note at a time). */
export const NOTE_DRAFT_NAME = 'notes';

export function draftOf(
  note: Pick<Note, 'title' | 'content' | 'plainText' | 'tags' | 'color' | 'pinned'>,
): NoteDraft {
  const { title, content, plainText, tags, color, pinned } = note;
  return { title, content, plainText, tags, color, pinned };
}
