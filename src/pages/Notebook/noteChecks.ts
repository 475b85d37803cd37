import { z } from 'zod';
import { noteContentSchema } from '@/api/schema/noteContent';
import { noteIdParamsSchema } from '@/api/schema/notes';
import { NOTE_COLORS } from '@/api/schema/notesConstants';
import type { NoteDraft } from '@/components/notes/NoteEditor';

/** What a note draft kept on this device must be to be offered back. */
export const noteDraftSchema: z.ZodType<NoteDraft> = z.object({
  title: z.string(),
  content: noteContentSchema,
  plainText: z.string(),
  tags: z.array(z.string()),
  color: z.enum(NOTE_COLORS),
  pinned: z.boolean(),
});

/** Whether a link's `?note=` can name a note at all, before anything is asked for it. */
export const isNoteId = (id: string) => noteIdParamsSchema.safeParse({ id }).success;
