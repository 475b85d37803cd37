import { z } from './zodSetup';
import { errorEnvelopeSchema } from './errors';
import { noteContentSchema, type NoteContent } from './noteContent';
import { searchHitSchema } from './search';
import { cursorPage, cursorPageQuery } from './http';
import { storableString } from './text';
import { EMPTY_NOTE_CONTENT, NOTE_COLORS, NOTE_LIMITS } from './notesConstants';
export * from './notesConstants';
export { noteTagFrom } from './noteInput';

export const noteTagSchema = storableString()
  .trim()
  .min(1)
  .max(NOTE_LIMITS.tag)
  .transform((tag) => tag.toLowerCase());

const timestamp = z.iso.datetime({ offset: true });

/**
 * Content as the server answers it: only its outer shape is checked. Stored content was checked
 * on the way in; checking it again on every read would let one odd row break a whole list.
 */
const storedNoteContentSchema = z.custom<NoteContent>(
  (value) => typeof value === 'object' && value !== null && (value as NoteContent).type === 'doc',
);

export const noteSchema = z.object({
  id: z.uuid(),
  title: z.string().max(NOTE_LIMITS.title),
  content: storedNoteContentSchema,
  plainText: z.string(),
  tags: z.array(z.string()),
  color: z.enum(NOTE_COLORS),
  pinned: z.boolean(),
  archived: z.boolean(),
  trashedAt: timestamp.nullable(),
  version: z.number().int().positive(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Note = z.infer<typeof noteSchema>;

const tagsField = z
  .array(noteTagSchema)
  .max(NOTE_LIMITS.tagsPerNote)
  .transform((tags) => [...new Set(tags)]);

const editableFields = {
  title: storableString().trim().max(NOTE_LIMITS.title),
  content: noteContentSchema,
  plainText: storableString().max(NOTE_LIMITS.plainTextChars),
  tags: tagsField,
  color: z.enum(NOTE_COLORS),
  pinned: z.boolean(),
};

export const createNoteRequestSchema = z.object({
  title: editableFields.title.default(''),
  content: editableFields.content.default(EMPTY_NOTE_CONTENT),
  plainText: editableFields.plainText.default(''),
  tags: editableFields.tags.default([]),
  color: editableFields.color.default('default'),
  pinned: editableFields.pinned.default(false),
});
export type CreateNoteRequest = z.input<typeof createNoteRequestSchema>;

/**
 * The version a change was made against: a positive PostgreSQL `integer`, so a number past it is
 * a 400 on the field rather than a database error.
 */
export const versionSchema = z.number().int().positive().max(2_147_483_647);

/**
 * `version` is the one the client edited; a stale one gets 409 with the current note. `source`
 * says what the save was for the note's history: `conflict` when the user chose between versions.
 */
export const updateNoteRequestSchema = z
  .object({
    version: versionSchema,
    source: z.enum(['editor', 'conflict']).optional(),
    title: editableFields.title.optional(),
    content: editableFields.content.optional(),
    plainText: editableFields.plainText.optional(),
    tags: editableFields.tags.optional(),
    color: editableFields.color.optional(),
    pinned: editableFields.pinned.optional(),
  })
  .strict();
export type UpdateNoteRequest = z.input<typeof updateNoteRequestSchema>;
export type UpdateNoteChanges = z.output<typeof updateNoteRequestSchema>;

/** Byte size of the serialised editor JSON, the figure `NOTE_LIMITS.contentBytes` caps. */
export function noteContentBytes(content: NoteContent): number {
  return new TextEncoder().encode(JSON.stringify(content)).length;
}

const flag = z.stringbool().optional();

export const listNotesQuerySchema = z.object({
  pinned: flag,
  archived: flag,
  trashed: flag,
  tag: noteTagSchema.optional(),
  q: storableString().trim().max(NOTE_LIMITS.query).optional(),
  ...cursorPageQuery(NOTE_LIMITS.pageSize),
});
export type ListNotesQuery = z.input<typeof listNotesQuerySchema>;
export type ParsedListNotesQuery = z.output<typeof listNotesQuerySchema>;

export const listNotesResponseSchema = cursorPage(noteSchema).extend({
  /** With a query: one per item, in the same order, saying what to highlight. */
  highlights: z.array(searchHitSchema).optional(),
});
export type ListNotesResponse = z.infer<typeof listNotesResponseSchema>;

export const noteResponseSchema = z.object({ note: noteSchema });
export type NoteResponse = z.infer<typeof noteResponseSchema>;

export const noteTagsResponseSchema = z.object({
  items: z.array(z.object({ tag: z.string(), count: z.number().int().nonnegative() })),
});
export type NoteTagsResponse = z.infer<typeof noteTagsResponseSchema>;

export const noteIdParamsSchema = z.object({ id: z.uuid() });

/** The 409 body: the usual envelope plus the note as the server has it now. */
export const noteConflictSchema = errorEnvelopeSchema.extend({ current: noteSchema });
export type NoteConflict = z.infer<typeof noteConflictSchema>;
