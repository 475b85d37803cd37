import { Readable } from 'node:stream';
import { sql, type Queryable } from '../../db/index.ts';

/**
 * A file's bytes are rows of `file_blocks`, each BLOCK_BYTES long but the last: small enough that
 * an upload or a download holds one block in memory, large enough that a 20 MB file is 80 rows.
 */
export const BLOCK_BYTES = 256 * 1024;

/** Gathers streamed chunks into whole blocks and writes each as soon as it is full. */
export function blockWriter(tx: Queryable, fileId: string) {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  async function flush(bytes: Buffer): Promise<void> {
    await tx.execute(
      sql`INSERT INTO file_blocks (file_id, seq, data) VALUES (${fileId}, ${seq}, ${bytes})`,
    );
    seq++;
  }
  return {
    async write(chunk: Buffer): Promise<void> {
      pending.push(chunk);
      pendingBytes += chunk.length;
      while (pendingBytes >= BLOCK_BYTES) {
        const all = Buffer.concat(pending);
        await flush(all.subarray(0, BLOCK_BYTES));
        const rest = all.subarray(BLOCK_BYTES);
        pending = rest.length ? [rest] : [];
        pendingBytes = rest.length;
      }
    },
    async end(): Promise<void> {
      if (pendingBytes > 0) await flush(Buffer.concat(pending));
      pending = [];
      pendingBytes = 0;
    },
  };
}

/** Bytes `offset` to `offset + length` of a stored file, reading only the blocks they cover. */
export async function readRange(
  db: Queryable,
  fileId: string,
  offset: number,
  length: number,
): Promise<Buffer> {
  if (length <= 0) return Buffer.alloc(0);
  const first = Math.floor(offset / BLOCK_BYTES);
  const last = Math.floor((offset + length - 1) / BLOCK_BYTES);
  const rows = await db.many<{ data: Buffer }>(sql`
    SELECT data FROM file_blocks WHERE file_id = ${fileId} AND seq BETWEEN ${first} AND ${last}
    ORDER BY seq`);
  const joined = Buffer.concat(rows.map((row) => row.data));
  const start = offset - first * BLOCK_BYTES;
  return joined.subarray(start, start + length);
}

/** Every byte of a stored file, for the extractors (at most FILE_LIMITS.fileBytes). */
export async function readAll(db: Queryable, fileId: string): Promise<Buffer> {
  const rows = await db.many<{ data: Buffer }>(
    sql`SELECT data FROM file_blocks WHERE file_id = ${fileId} ORDER BY seq`,
  );
  return Buffer.concat(rows.map((row) => row.data));
}

/** The stored bytes as a stream that reads one block at a time, as the client takes them. */
export function blockStream(db: Queryable, fileId: string, size: number): Readable {
  const blocks = Math.ceil(size / BLOCK_BYTES);
  async function* read() {
    for (let seq = 0; seq < blocks; seq++) {
      const row = await db.maybeOne<{ data: Buffer }>(
        sql`SELECT data FROM file_blocks WHERE file_id = ${fileId} AND seq = ${seq}`,
      );
      if (!row) throw new Error('The file was removed while it was being sent.');
      yield row.data;
    }
  }
  return Readable.from(read(), { objectMode: false });
}
