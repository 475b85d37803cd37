import type { FileKind, FileSort, FileStatus, StoredFile, UnreadableReason } from '@/api/schema';
import { sql, type SqlFragment } from '../../db/index.ts';

export { NOW } from '../notesQuery.ts';

/** A `files` row as pg returns it. */
export interface FileRow {
  id: string;
  name: string;
  kind: FileKind;
  size: string;
  status: FileStatus;
  progress: number;
  unreadable_reason: UnreadableReason | null;
  pages: number | null;
  ocr_page: number | null;
  ocr_pages: number | null;
  created_at: Date;
  updated_at: Date;
}

export const FILE_COLUMNS = sql`id, name, kind, size, status, progress, unreadable_reason, pages, ocr_page, ocr_pages,
  created_at, updated_at`;

/** A file its owner can see: uploaded completely and not deleted. */
export const LIVE = sql`deleted_at IS NULL AND status <> 'uploading'`;

export const FILE_SORT_ORDER: Record<FileSort, SqlFragment> = {
  uploaded: sql`created_at DESC, id DESC`,
  name: sql`lower(name), id`,
  size: sql`size DESC, id DESC`,
};

export function toStoredFile(row: FileRow): StoredFile {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    size: Number(row.size),
    status: row.status,
    progress: row.status === 'ready' ? 1 : Math.min(1, Math.max(0, row.progress)),
    unreadableReason: row.unreadable_reason,
    pages: row.pages,
    ...(row.status === 'indexing' && row.ocr_page && row.ocr_pages
      ? { ocr: { page: row.ocr_page, pages: row.ocr_pages } }
      : {}),
    uploadedAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
