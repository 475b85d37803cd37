import { readOcrPage } from './ocrPages.ts';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ContentSniffer,
  DOCX_PARTS,
  FILE_LIMITS,
  safeFileName,
  zipEntryNames,
  type FileKind,
  type FileUsage,
  type ListFilesResponse,
  type ParsedListFilesQuery,
  type StoredFile,
} from '@/api/schema';
import { join, sql, type Database, type Queryable } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import { BLOCK_BYTES, blockStream, blockWriter, readRange } from './blocks.ts';
import {
  FILE_COLUMNS,
  FILE_SORT_ORDER,
  LIVE,
  NOW,
  toStoredFile,
  type FileRow,
} from './fileRows.ts';

export interface FilesOptions {
  quotaBytes: number;
  /** Called after an upload commits, so the indexing worker starts without waiting to poll. */
  onQueued?: () => void;
}

const tooLarge = () =>
  new HttpError(
    'payload_too_large',
    `A file may be at most ${FILE_LIMITS.fileBytes / 2 ** 20} MB.`,
  );
const overQuota = (quotaBytes: number) =>
  new HttpError(
    'payload_too_large',
    `This would take you past your storage quota of ${Math.round(quotaBytes / 2 ** 20)} MB. Delete some files first.`,
    { quota: 'too_long' },
  );
/** The multipart stream broke (cut off, malformed): the client's upload, not our fault. */
function unreadableUpload(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if ((error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  return new HttpError('validation_failed', 'The upload was cut off or could not be read.', {
    file: 'invalid',
  });
}

const refused = (reason: 'binary' | 'empty' | 'zip') =>
  reason === 'empty'
    ? new HttpError('unprocessable', 'The file is empty.')
    : new HttpError(
        'unsupported_media_type',
        'This type of file is not supported. Upload text, Markdown, CSV, JSON, PDF, DOCX or an image (PNG, JPEG, WebP, TIFF).',
      );

/** Serialises one user's quota checks, so two uploads at once cannot both take the last space. */
const quotaLock = (tx: Queryable, userId: string) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('files_quota'), hashtext(${userId}))`);

async function usedBytes(tx: Queryable, userId: string): Promise<{ bytes: number; count: number }> {
  const row = await tx.one<{ bytes: string; count: string }>(sql`
    SELECT coalesce(sum(size), 0) AS bytes, count(*) AS count FROM files
    WHERE user_id = ${userId} AND ${LIVE}`);
  return { bytes: Number(row.bytes), count: Number(row.count) };
}

/** Whether one more file of `adding` bytes fits beside `used`: the quota and the file count. */
const hasRoom = (used: { bytes: number; count: number }, adding: number, quotaBytes: number) =>
  adding <= FILE_LIMITS.fileBytes &&
  used.bytes + adding <= quotaBytes &&
  used.count + 1 <= FILE_LIMITS.filesPerUser;

/** A file another feature hands over whole (an import's attachment), its type already sniffed. */
export interface KeptFile {
  name: string;
  kind: FileKind;
  bytes: Uint8Array;
}

export { unreadableUpload };

/** A user's stored files: upload (streamed into PostgreSQL), list, read, rename, delete and UNDO. */
export function createFiles(db: Database, options: FilesOptions) {
  const { quotaBytes } = options;

  async function assertRoom(tx: Queryable, userId: string, adding: number): Promise<void> {
    const used = await usedBytes(tx, userId);
    if (used.bytes + adding > quotaBytes) throw overQuota(quotaBytes);
    if (used.count + 1 > FILE_LIMITS.filesPerUser)
      throw new HttpError(
        'payload_too_large',
        `You can keep at most ${FILE_LIMITS.filesPerUser} files. Delete some first.`,
        { quota: 'too_long' },
      );
  }

  async function decideKind(
    tx: Queryable,
    fileId: string,
    sniffer: ContentSniffer,
    name: string,
    size: number,
  ): Promise<FileKind> {
    const verdict = sniffer.finish(name);
    if ('refused' in verdict) throw refused(verdict.refused);
    if (verdict.kind !== 'zip') return verdict.kind;
    const names = await zipEntryNames(
      (offset, length) => readRange(tx, fileId, offset, length),
      size,
    );
    if (names && DOCX_PARTS.every((part) => names.includes(part))) return 'docx';
    throw refused('zip');
  }

  async function get(userId: string, id: string, tx: Queryable = db): Promise<StoredFile | null> {
    const row = await tx.maybeOne<FileRow>(
      sql`SELECT ${FILE_COLUMNS} FROM files WHERE id = ${id} AND user_id = ${userId} AND ${LIVE}`,
    );
    return row ? toStoredFile(row) : null;
  }

  async function storeAndQueue(
    userId: string,
    id: string,
    name: string,
    content: Readable,
  ): Promise<StoredFile> {
    const writer = blockWriter(db, id);
    const sniffer = new ContentSniffer();
    const hash = createHash('sha256');
    let size = 0;
    const chunks = (content as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    for (;;) {
      let next: IteratorResult<Buffer>;
      try {
        next = await chunks.next();
      } catch (error) {
        throw unreadableUpload(error);
      }
      if (next.done) break;
      const chunk = next.value;
      size += chunk.length;
      if (size > FILE_LIMITS.fileBytes) throw tooLarge();
      sniffer.push(chunk);
      hash.update(chunk);
      await writer.write(chunk);
    }
    if ((content as { truncated?: boolean }).truncated) throw tooLarge();
    await writer.end();
    const kind = await decideKind(db, id, sniffer, name, size);
    return db.transaction(async (tx) => {
      await quotaLock(tx, userId);
      await assertRoom(tx, userId, size);
      const row = await tx.one<FileRow>(sql`
        UPDATE files SET kind = ${kind}, size = ${size}, sha256 = ${hash.digest()}, status = 'queued',
          created_at = ${NOW}, updated_at = ${NOW}
        WHERE id = ${id} RETURNING ${FILE_COLUMNS}`);
      await tx.execute(sql`INSERT INTO file_jobs (file_id) VALUES (${id})`);
      return toStoredFile(row);
    });
  }

  return {
    get,

    /**
     * Which of `sizes`, kept one after the other, would fit in the user's room now: what a
     * preview promises (`keep` decides again under the quota lock).
     */
    async roomFor(userId: string, sizes: number[]): Promise<boolean[]> {
      const used = await usedBytes(db, userId);
      return sizes.map((size) => {
        if (!hasRoom(used, size, quotaBytes)) return false;
        used.bytes += size;
        used.count += 1;
        return true;
      });
    },

    /**
     * Stores `file` in the caller's transaction, queued for indexing like an upload, so its row
     * and its blocks share the transaction's fate; null when the quota (or the number of files)
     * has no room for it. Call `queued` once the transaction has committed.
     */
    async keep(tx: Queryable, userId: string, file: KeptFile): Promise<StoredFile | null> {
      await quotaLock(tx, userId);
      if (!hasRoom(await usedBytes(tx, userId), file.bytes.length, quotaBytes)) return null;
      const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.length);
      const row = await tx.one<FileRow>(sql`
        INSERT INTO files (user_id, name, kind, size, sha256, status)
        VALUES (${userId}, ${safeFileName(file.name)}, ${file.kind}, ${bytes.length},
          ${createHash('sha256').update(bytes).digest()}, 'queued') RETURNING ${FILE_COLUMNS}`);
      const writer = blockWriter(tx, row.id);
      // A block at a time, as an upload streams in: the writer never joins more than one.
      for (let at = 0; at < bytes.length; at += BLOCK_BYTES)
        await writer.write(bytes.subarray(at, at + BLOCK_BYTES));
      await writer.end();
      await tx.execute(sql`INSERT INTO file_jobs (file_id) VALUES (${row.id})`);
      return toStoredFile(row);
    },

    /** Wakes the indexer for files `keep` stored, once their transaction has committed. */
    queued: () => options.onQueued?.(),

    async usage(userId: string): Promise<FileUsage> {
      return { usedBytes: (await usedBytes(db, userId)).bytes, quotaBytes };
    },

    /**
     * Streams `content` into blocks; a refused, oversized or interrupted upload is removed. The
     * type is decided from the bytes once they are all in, and the file is queued for indexing.
     */
    async upload(userId: string, rawName: string, content: Readable): Promise<StoredFile> {
      const name = safeFileName(rawName);
      try {
        if ((await usedBytes(db, userId)).bytes >= quotaBytes) throw overQuota(quotaBytes);
        // Blocks are written as they come, outside any transaction, so a slow upload holds no
        // connection; the row stays 'uploading' (invisible) until the short transaction below.
        const { id } = await db.one<{ id: string }>(sql`
          INSERT INTO files (user_id, name, kind, size, sha256, status)
          VALUES (${userId}, ${name}, 'text', 0, ''::bytea, 'uploading') RETURNING id`);
        try {
          const file = await storeAndQueue(userId, id, name, content);
          options.onQueued?.();
          return file;
        } catch (error) {
          await db.execute(sql`DELETE FROM files WHERE id = ${id}`);
          throw error;
        }
      } finally {
        // Whatever was not read (a refused or oversized upload) is discarded, not left hanging.
        content.resume();
      }
    },

    async list(userId: string, query: ParsedListFilesQuery): Promise<ListFilesResponse> {
      const where = [sql`user_id = ${userId}`, LIVE];
      if (query.status) where.push(sql`status = ${query.status}`);
      if (query.kind) where.push(sql`kind = ${query.kind}`);
      const rows = await db.many<FileRow>(sql`
        SELECT ${FILE_COLUMNS} FROM files WHERE ${join(where, 'and')}
        ORDER BY ${FILE_SORT_ORDER[query.sort]} LIMIT ${FILE_LIMITS.filesPerUser}`);
      return { items: rows.map(toStoredFile), usage: await this.usage(userId) };
    },

    async rename(userId: string, id: string, name: string): Promise<StoredFile | null> {
      const row = await db.maybeOne<FileRow>(sql`
        UPDATE files SET name = ${name}, updated_at = ${NOW}
        WHERE id = ${id} AND user_id = ${userId} AND ${LIVE} RETURNING ${FILE_COLUMNS}`);
      return row ? toStoredFile(row) : null;
    },

    /** Hides the file at once; UNDO (`restore`) brings it back within FILE_LIMITS.undoMinutes. */
    async remove(userId: string, id: string): Promise<boolean> {
      return (
        (await db.execute(sql`
          UPDATE files SET deleted_at = ${NOW}
          WHERE id = ${id} AND user_id = ${userId} AND ${LIVE}`)) > 0
      );
    },

    async restore(userId: string, id: string): Promise<StoredFile | null> {
      return db.transaction(async (tx) => {
        await quotaLock(tx, userId);
        const deleted = await tx.maybeOne<{ size: string }>(sql`
          SELECT size FROM files WHERE id = ${id} AND user_id = ${userId}
            AND deleted_at > now() - make_interval(mins => ${FILE_LIMITS.undoMinutes})`);
        if (!deleted) return null;
        await assertRoom(tx, userId, Number(deleted.size));
        const row = await tx.one<FileRow>(sql`
          UPDATE files SET deleted_at = NULL WHERE id = ${id} RETURNING ${FILE_COLUMNS}`);
        return toStoredFile(row);
      });
    },

    /** The words OCR read on a page of a live file: undefined for no such file, null for no OCR. */
    async ocrPage(userId: string, id: string, page: number) {
      if (!(await get(userId, id))) return undefined;
      return readOcrPage(db, userId, id, page);
    },

    /** The stored bytes, streamed block by block, with what a download needs to label them. */
    async open(userId: string, id: string) {
      const file = await get(userId, id);
      return file && { file, stream: blockStream(db, id, file.size) };
    },
  };
}

export type Files = ReturnType<typeof createFiles>;
