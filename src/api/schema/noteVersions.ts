import { z } from './zodSetup';
import { cursorPage, cursorPageQuery } from './http';
import { noteSchema, versionSchema } from './notes';

/**
 * Who or what saved a version: the note editor, a conflict choice, a restore, the agent, an import,
 * or a tag renamed, moved or deleted across the notebook.
 */
export const NOTE_VERSION_SOURCES = [
  'editor',
  'conflict',
  'restore',
  'agent',
  'import',
  'tag',
] as const;
export type NoteVersionSource = (typeof NOTE_VERSION_SOURCES)[number];

/** The retention rules docs/product.md ("Note history") states. */
export const NOTE_HISTORY = {
  /** Editor saves this close to the note's last editor version replace it. */
  coalesceMinutes: 5,
  /** Every version this recent is kept; older ones thin to the last of each day. */
  everyVersionDays: 30,
  /** Versions kept per user at most; the daily sweep removes the oldest beyond it. */
  perUserCap: 5_000,
  pageSize: { default: 50, max: 100 },
} as const;

export const NOTE_VERSIONS_PATHS = {
  list: (noteId: string) => `/notes/${noteId}/versions`,
  one: (noteId: string, versionId: string) => `/notes/${noteId}/versions/${versionId}`,
  restore: (noteId: string, versionId: string) => `/notes/${noteId}/versions/${versionId}/restore`,
} as const;

export const NOTE_VERSIONS_ROUTES = {
  list: '/notes/:id/versions',
  one: '/notes/:id/versions/:versionId',
  restore: '/notes/:id/versions/:versionId/restore',
} as const;

const timestamp = z.iso.datetime({ offset: true });

export const noteVersionSummarySchema = z.object({
  id: z.uuid(),
  savedAt: timestamp,
  source: z.enum(NOTE_VERSION_SOURCES),
  title: z.string(),
});
export type NoteVersionSummary = z.infer<typeof noteVersionSummarySchema>;

export const noteVersionSchema = noteVersionSummarySchema.extend({
  noteId: z.uuid(),
  content: noteSchema.shape.content,
  plainText: z.string(),
  tags: z.array(z.string()),
  color: noteSchema.shape.color,
});
export type NoteVersion = z.infer<typeof noteVersionSchema>;

export const listNoteVersionsQuerySchema = z.object(cursorPageQuery(NOTE_HISTORY.pageSize));
export type ListNoteVersionsQuery = z.input<typeof listNoteVersionsQuerySchema>;

export const listNoteVersionsResponseSchema = cursorPage(noteVersionSummarySchema);
export type ListNoteVersionsResponse = z.infer<typeof listNoteVersionsResponseSchema>;

export const noteVersionResponseSchema = z.object({ version: noteVersionSchema });
export type NoteVersionResponse = z.infer<typeof noteVersionResponseSchema>;

export const noteVersionParamsSchema = z.object({ id: z.uuid(), versionId: z.uuid() });

/** Restore is a save: `version` is the note version the client holds, stale gets 409. */
export const restoreNoteVersionRequestSchema = z.object({ version: versionSchema }).strict();
export type RestoreNoteVersionRequest = z.infer<typeof restoreNoteVersionRequestSchema>;
