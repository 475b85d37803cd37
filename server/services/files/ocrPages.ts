import type { OcrPage } from '@/api/schema/filesOcr';
import { sql, type Queryable } from '../../db/index.ts';

/** Replaces a file's OCR words (one row per page), in the job's transaction with its passages. */
export async function replaceOcrPages(tx: Queryable, fileId: string, pages: OcrPage[]) {
  await tx.execute(sql`DELETE FROM file_ocr_pages WHERE file_id = ${fileId}`);
  if (pages.length === 0) return;
  await tx.execute(sql`
    INSERT INTO file_ocr_pages (file_id, page, words)
    SELECT ${fileId}, page, words::jsonb
    FROM unnest(${pages.map((p) => p.page)}::int[], ${pages.map((p) => JSON.stringify(p.words))}::text[])
      AS t(page, words)`);
}

/** The words OCR read on one page of a user's live file; null when the page was not read by OCR. */
export async function readOcrPage(
  db: Queryable,
  userId: string,
  fileId: string,
  page: number,
): Promise<OcrPage | null> {
  const row = await db.maybeOne<{ words: OcrPage['words'] }>(sql`
    SELECT o.words FROM file_ocr_pages o JOIN files f ON f.id = o.file_id
    WHERE o.file_id = ${fileId} AND o.page = ${page}
      AND f.user_id = ${userId} AND f.deleted_at IS NULL`);
  return row ? { page, words: row.words } : null;
}
