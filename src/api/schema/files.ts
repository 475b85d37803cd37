import { z } from './zodSetup';
import { withoutUnsafeCharacters } from './text';
import {
  FILE_KINDS,
  FILE_LIMITS,
  FILE_SORTS,
  FILE_STATUSES,
  UNREADABLE_REASONS,
} from './filesConstants';
export * from './filesConstants';

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
  /** While indexing, the page OCR is reading of the file's pages (an image is 1 of 1). */
  ocr: z
    .object({ page: z.number().int().positive(), pages: z.number().int().positive() })
    .optional(),
  uploadedAt: timestamp,
  updatedAt: timestamp,
});
export type StoredFile = z.infer<typeof storedFileSchema>;

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
