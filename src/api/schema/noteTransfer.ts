import { z } from './zodSetup';
import { noteTagSchema } from './notes';

const MIB = 1024 * 1024;

/** The bounds of one import request (docs/product.md, "Import and export"). */
export const NOTE_IMPORT_LIMITS = {
  /** The whole upload, every file together, as sent. */
  uploadBytes: 32 * MIB,
  /** Files in one request (several `.md`/`.txt` files, or one archive). */
  uploadFiles: 1_000,
  /** Entries an archive may hold, folders included. */
  archiveEntries: 10_000,
  /** What an archive may unpack to, all entries together: a larger one is refused whole. */
  unpackedBytes: 128 * MIB,
  /** One Markdown/text file or one note of an ENEX/Keep export; larger ones are skipped. */
  noteSourceBytes: MIB,
  /** Notes written per transaction: a failure undoes its batch and the ones after it. */
  batchNotes: 500,
  /** Skipped items the answer lists by name (the count is always exact). */
  listedSkips: 200,
  /** Attachments one import keeps as files; the ones after are listed, not kept. */
  keptAttachments: 100,
} as const;

/**
 * The attachments an import keeps as files (docs/product.md, "Import and export"): PDFs and the
 * images OCR reads, by declared type and by their bytes both.
 */
export const KEPT_ATTACHMENT_TYPES: Record<string, 'pdf' | 'image'> = {
  'application/pdf': 'pdf',
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/webp': 'image',
  'image/tiff': 'image',
};

/** The multipart field holding the files to import. */
export const NOTE_IMPORT_FIELD = 'files';

export const NOTE_IMPORT_FORMATS = ['markdown', 'enex', 'keep'] as const;
export type NoteImportFormat = (typeof NOTE_IMPORT_FORMATS)[number];

/** Why one item of an upload was not imported; the client translates `noteImport.skip.<reason>`. */
export const NOTE_IMPORT_SKIP_REASONS = [
  'duplicate',
  'too_large',
  'unsupported_type',
  'unreadable',
  'too_complex',
  'attachment_not_kept',
  /** A PDF or image larger than a file may be (FILE_LIMITS.fileBytes). */
  'attachment_too_large',
  /** Keeping it would pass the user's storage quota or number of files. */
  'attachment_over_quota',
  /** Past NOTE_IMPORT_LIMITS.keptAttachments in one import. */
  'attachment_limit',
] as const;
export type NoteImportSkipReason = (typeof NOTE_IMPORT_SKIP_REASONS)[number];

export const noteImportSkipSchema = z.object({
  /** The file (and, inside an archive or an export, the note) the item came from. */
  name: z.string(),
  reason: z.enum(NOTE_IMPORT_SKIP_REASONS),
});
export type NoteImportSkip = z.infer<typeof noteImportSkipSchema>;

/** What an import would do (preview) or did (apply). */
export const noteImportResultSchema = z.object({
  format: z.enum(NOTE_IMPORT_FORMATS),
  /** Notes created (apply) or that would be (preview). */
  created: z.number().int().nonnegative(),
  /** Notes already imported before, recognised by their source id and left alone. */
  duplicates: z.number().int().nonnegative(),
  /** Every other item not imported, counted; at most `listedSkips` of them listed. */
  skippedCount: z.number().int().nonnegative(),
  skipped: z.array(noteImportSkipSchema),
  /** Attachments kept (apply) or that would be (preview) as files, linked from their notes. */
  attachmentsKept: z.number().int().nonnegative(),
  /** Titles of the notes created, first ones only, for the preview. */
  titles: z.array(z.string()),
});
export type NoteImportResult = z.infer<typeof noteImportResultSchema>;

const flag = z.stringbool().optional();

/** Which notes an export holds: live ones always; archived and trashed when asked. */
export const noteExportQuerySchema = z.object({
  tag: noteTagSchema.optional(),
  archived: flag,
  trashed: flag,
});
export type NoteExportQuery = z.input<typeof noteExportQuerySchema>;
export type ParsedNoteExportQuery = z.output<typeof noteExportQuerySchema>;

/** Paths below the API base; the client, the server and the mocks share them. */
export const NOTE_TRANSFER_PATHS = {
  importPreview: '/notes/import/preview',
  import: '/notes/import',
  exportAll: '/notes/export',
  exportOne: (id: string) => `/notes/${id}/export`,
} as const;

export const NOTE_TRANSFER_ROUTES = {
  importPreview: '/notes/import/preview',
  import: '/notes/import',
  exportAll: '/notes/export',
  exportOne: '/notes/:id/export',
} as const;
