// The files' plain constants, re-exported by the schema module.

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

/**
 * What reading one file for the assistant may take (docs/assistant.md "Extraction"). Each file is
 * read in a worker thread of its own; past a limit the file is `unreadable` as `too_large` or
 * `too_slow`, and nothing else is disturbed.
 */
export const EXTRACTION_LIMITS = {
  /** The worker's JavaScript heap (its old generation); running out ends it as `too_large`. */
  heapMb: 384,
  /** Wall-clock time per file; past it the worker is stopped and the file is `too_slow`. */
  timeMs: 120_000,
  /** A Word document's XML parts once unpacked, as its ZIP directory declares them. */
  docxXmlBytes: 16 * MIB,
  /** Unpacked to packed size of those parts: a real document is nowhere near it, a bomb is. */
  docxRatio: 100,
  /** Pages read by OCR in one file (scanned PDF pages); past it the file is `too_large`. */
  ocrPages: 40,
  /** OCR of one page or image; past it the file is `too_slow`. */
  ocrPageMs: 30_000,
  /** An image's pixels, read from its header before it is decoded; past it, `too_large`. */
  ocrPixels: 40_000_000,
} as const;

export type ExtractionLimits = { readonly [Key in keyof typeof EXTRACTION_LIMITS]: number };

/** What the server accepts, decided from the bytes (docs/files.md "Types"). */
export const FILE_KINDS = ['text', 'markdown', 'csv', 'json', 'pdf', 'docx', 'image'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const FILE_MEDIA_TYPES: Record<FileKind, string> = {
  text: 'text/plain; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  // PNG, JPEG, WebP or TIFF: the bytes say which, and browsers and readers look at them.
  image: 'application/octet-stream',
};

export const FILE_STATUSES = ['queued', 'indexing', 'ready', 'unreadable'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

/** A file whose status can still change by itself (the indexer is on it). */
export const isPendingFile = (status: FileStatus) => status === 'queued' || status === 'indexing';

/** Why a file could not be read; the client translates each through `files.unreadable.<reason>`. */
export const UNREADABLE_REASONS = [
  'encrypted',
  'no_text',
  'corrupt',
  'too_large',
  'too_slow',
] as const;
export type UnreadableReason = (typeof UNREADABLE_REASONS)[number];

export const FILE_SORTS = ['uploaded', 'name', 'size'] as const;
export type FileSort = (typeof FILE_SORTS)[number];

/** Paths below the API base (`/api`); the client, the server and the mocks share them. */
export const FILES_PATHS = {
  list: '/files',
  one: (id: string) => `/files/${id}`,
  content: (id: string) => `/files/${id}/content`,
  restore: (id: string) => `/files/${id}/restore`,
  ocr: (id: string, page: number) => `/files/${id}/ocr/${page}`,
} as const;

/** Route patterns for the server and MSW, matching `FILES_PATHS`. */
export const FILES_ROUTES = {
  list: '/files',
  one: '/files/:id',
  content: '/files/:id/content',
  restore: '/files/:id/restore',
  ocr: '/files/:id/ocr/:page',
} as const;

/** The multipart field an upload sends its file in. */
export const FILE_UPLOAD_FIELD = 'file';
