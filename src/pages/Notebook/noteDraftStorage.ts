import { z } from 'zod';
import { NOTE_COLORS, noteContentSchema } from '@/api/schema';
import type { NoteDraft } from '@/components/NoteEditor';

/** The name the notebook's drafts go under in useDraft (one open note at a time). */
export const NOTE_DRAFT_NAME = 'notes';

/** Unsaved work kept on this device until the server acknowledges it. */
export interface StoredNoteDraft {
  /** null: a new note the server has not created yet. */
  noteId: string | null;
  /** The version the edit started from, so a later save still detects conflicts. */
  baseVersion: number | null;
  draft: NoteDraft;
}

export const storedNoteDraftSchema: z.ZodType<StoredNoteDraft> = z.object({
  noteId: z.uuid().nullable(),
  baseVersion: z.number().int().positive().nullable(),
  draft: z.object({
    title: z.string(),
    content: noteContentSchema,
    plainText: z.string(),
    tags: z.array(z.string()),
    color: z.enum(NOTE_COLORS),
    pinned: z.boolean(),
  }),
});
