import { z } from 'zod';
import { noteContentSchema } from '@/api/schema/noteContent';
import type { Note } from '@/api/schema/notes';
import { NOTE_COLORS } from '@/api/schema/notesConstants';
import type { NoteDraft } from '@/components/NoteEditor';

/** The name the notebook's drafts go under in useDraft (one open note at a time). */
export const NOTE_DRAFT_NAME = 'notes';

export const noteDraftSchema: z.ZodType<NoteDraft> = z.object({
  title: z.string(),
  content: noteContentSchema,
  plainText: z.string(),
  tags: z.array(z.string()),
  color: z.enum(NOTE_COLORS),
  pinned: z.boolean(),
});

export function draftOf(
  note: Pick<Note, 'title' | 'content' | 'plainText' | 'tags' | 'color' | 'pinned'>,
): NoteDraft {
  const { title, content, plainText, tags, color, pinned } = note;
  return { title, content, plainText, tags, color, pinned };
}
