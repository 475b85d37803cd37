import { z } from './zodSetup';
import { noteTagSchema } from './notes';
import { NOTE_LIMITS } from './notesConstants';

/** Notes one rename, move or delete of a tag may change: its UNDO carries them all back. */
export const NOTE_TAG_CHANGE_MAX = 5_000;

/**
 * Rename or move a tag with its nested tags (`to`), or take it off every note (`to: null`).
 * Archived and trashed notes change too, so the tag is gone everywhere.
 */
export const changeTagRequestSchema = z.object({
  from: noteTagSchema,
  to: noteTagSchema.nullable(),
});
export type ChangeTagRequest = z.input<typeof changeTagRequestSchema>;

// Answers carry tags as stored; requests check them again (the tag rule lowercases).
const storedNoteTagsSchema = z.object({ id: z.uuid(), tags: z.array(z.string()) });
const noteTagsSchema = z.object({
  id: z.uuid(),
  tags: z.array(noteTagSchema).max(NOTE_LIMITS.tagsPerNote),
});

/** How many notes changed, and each one's tags before, which the UNDO sends back. */
export const changeTagResponseSchema = z.object({
  changed: z.number().int().nonnegative(),
  undo: z.array(storedNoteTagsSchema),
});
export type ChangeTagResponse = z.infer<typeof changeTagResponseSchema>;

/** The UNDO's request: every note's id and tags at their largest. */
export const NOTE_TAG_UNDO_BYTES = 6 * 1024 * 1024;

/** Puts notes' tags back as a change's answer gave them (its UNDO). */
export const undoTagChangeRequestSchema = z.object({
  notes: z.array(noteTagsSchema).max(NOTE_TAG_CHANGE_MAX),
});
export type UndoTagChangeRequest = z.input<typeof undoTagChangeRequestSchema>;

export const undoTagChangeResponseSchema = z.object({
  changed: z.number().int().nonnegative(),
});
export type UndoTagChangeResponse = z.infer<typeof undoTagChangeResponseSchema>;

export const NOTE_TAG_PATHS = {
  change: '/notes/tags/change',
  undo: '/notes/tags/undo',
} as const;
