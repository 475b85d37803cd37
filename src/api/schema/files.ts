import { z } from 'zod';
import { withoutUnsafeCharacters } from './text';

const MIB = 1024 * 1024;

/** The file assistant's limits (docs/files.md); the quota default is overridden by FILES_QUOTA_MB. */
export const FILE_LIMITS = {
  fileBytes: 20 * MIB,
  defaultQuotaBytes: 500 * MIB,
  name: 200,
  /** The list answers every live file at once, so their number is bounded. */
  filesPerUser: 1000,
  /** Deleted files stay restorable (UNDO) this long, then housekeeping removes them. */
  undoMinutes: 60,
} as const;

/** What the server accepts, decided from the bytes (docs/files.md "Types"). */
export const FILE_KINDS = ['text', 'markdown', 'csv', 'json', 'pdf', 'docx'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const FILE_MEDIA_TYPES: Record<FileKind, string> = {
  text: 'text/plain; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export const FILE_STATUSES = ['queued', 'indexing', 'ready', 'unreadable'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

/** A file whose status can still change by itself (the indexer is on it). */
export const isPendingFile = (status: FileStatus) => status === 'queued' || status === 'indexing';

/** Why a file could not be read; the client translates each through `files.unreadable.<reason>`. */
export const UNREADABLE_REASONS = ['encrypted', 'no_text', 'corrupt'] as const;
export type UnreadableReason = (typeof UNREADABLE_REASONS)[number];

/**
 * The name a file is shown and downloaded under: the last path segment of what the browser sent,
 * without controls, direction overrides or leading dots, at most FILE_LIMITS.name characters
 * (the extension kept). The bytes are stored under the file's id, never under this name.
 */
export function safeFileName(raw: string): string {
  const base = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = withoutUnsafeCharacters(base)
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (!cleaned) return 'file';
  const chars = [...cleaned];
  if (chars.length <= FILE_LIMITS.name) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? [...cleaned.slice(dot)] : [];
  const keep = extension.length > 0 && extension.length <= 16 ? extension : [];
  return chars.slice(0, FILE_LIMITS.name - keep.length).join('') + keep.join('');
}

const timestamp = z.iso.datetime({ offset: true });

export const storedFileSchema = z.object({
  id: z.uuid(),
  name: z.string().min(1).max(FILE_LIMITS.name),
  kind: z.enum(FILE_KINDS),
  size: z.number().int().nonnegative(),
  status: z.enum(FILE_STATUSES),
  /** 0–1 while indexing; 1 once ready. */
  progress: z.number().min(0).max(1),
  unreadableReason: z.enum(UNREADABLE_REASONS).nullable(),
  /** PDF and DOCX page count once read (DOCX: null, it has no fixed pages). */
  pages: z.number().int().nonnegative().nullable(),
  uploadedAt: timestamp,
  updatedAt: timestamp,
});
export type StoredFile = z.infer<typeof storedFileSchema>;

export const FILE_SORTS = ['uploaded', 'name', 'size'] as const;
export type FileSort = (typeof FILE_SORTS)[number];

export const listFilesQuerySchema = z.object({
  status: z.enum(FILE_STATUSES).optional(),
  kind: z.enum(FILE_KINDS).optional(),
  sort: z.enum(FILE_SORTS).default('uploaded'),
});
export type ListFilesQuery = z.input<typeof listFilesQuerySchema>;
export type ParsedListFilesQuery = z.output<typeof listFilesQuerySchema>;

export const fileUsageSchema = z.object({
  usedBytes: z.number().int().nonnegative(),
  quotaBytes: z.number().int().positive(),
});
export type FileUsage = z.infer<typeof fileUsageSchema>;

export const listFilesResponseSchema = z.object({
  items: z.array(storedFileSchema),
  usage: fileUsageSchema,
});
export type ListFilesResponse = z.infer<typeof listFilesResponseSchema>;

export const fileResponseSchema = z.object({ file: storedFileSchema });
export type FileResponse = z.infer<typeof fileResponseSchema>;

export const renameFileRequestSchema = z
  .object({
    name: z
      .string()
      .max(4 * FILE_LIMITS.name)
      .transform(safeFileName),
  })
  .strict();
export type RenameFileRequest = z.input<typeof renameFileRequestSchema>;

export const fileIdParamsSchema = z.object({ id: z.uuid() });

/** Paths below the API base (`/api`); the client, the server and the mocks share them. */
export const FILES_PATHS = {
  list: '/files',
  one: (id: string) => `/files/${id}`,
  content: (id: string) => `/files/${id}/content`,
  restore: (id: string) => `/files/${id}/restore`,
} as const;

/** Route patterns for the server and MSW, matching `FILES_PATHS`. */
export const FILES_ROUTES = {
  list: '/files',
  one: '/files/:id',
  content: '/files/:id/content',
  restore: '/files/:id/restore',
} as const;

/** The multipart field an upload sends its file in. */
export const FILE_UPLOAD_FIELD = 'file';
