import type { FileKind } from '@/api/schema';
import { sql, type Database, type Queryable } from '../../db/index.ts';
import { embed, type EmbeddingsConfig } from '../assistant/embeddings.ts';
import { createPollingLoop } from '../pollingLoop.ts';
import { readAll } from './blocks.ts';
import type { Chunk } from './chunk.ts';
import { ExtractionStopped, UnreadableFile } from './extract/index.ts';
import type { ExtractProgress } from './extract/types.ts';
import { NOW } from './fileRows.ts';
import type { ReadFileText } from './fileText.ts';
import { readInWorker, type IsolationOptions } from './isolation/readInWorker.ts';
import { notifyIndexed, type FinishedFile } from './indexedNotification.ts';
import { replaceOcrPages } from './ocrPages.ts';
import { insertPassages, type PassageOwner } from './passages.ts';

/**
 * A file whose indexing failed, or whose process died mid-way, this many times is given up as
 * corrupt. A reading worker that dies (memory, time, killed) ends its file at once instead.
 */
export const MAX_INDEX_ATTEMPTS = 3;

export interface IndexerOptions {
  log: { error(obj: unknown, msg?: string): void; warn?(obj: unknown, msg?: string): void };
  /** How often an idle worker looks for jobs another process queued. */
  pollMs?: number;
  /** Tests read in this thread to hold a job mid-way or to see who took it. */
  read?: ReadFileText;
  /** How the default reader's worker threads run: limits, and a test's misbehaving entry. */
  isolation?: Omit<IsolationOptions, 'signal'>;
  /** When set, each passage is embedded too; a failing endpoint leaves passages text-only. */
  embeddings?: EmbeddingsConfig;
}

interface Job extends PassageOwner {
  kind: FileKind;
}

/**
 * The background indexer (docs/assistant.md "Queue"). Each job runs in a transaction that holds
 * its `file_jobs` row FOR UPDATE SKIP LOCKED from start to end: other workers skip it, and if
 * this process dies the lock goes with its connection and the job is taken again. Status and
 * progress are written outside that transaction, so the page sees them while the work goes on.
 * Deleting the file cancels its job: every step (a PDF page, an embeddings request, a batch of
 * passages, the final write) checks the file is still live, and a deleted one stops there.
 * The outcome's notification commits with it.
 */
export function createIndexer(db: Database, options: IndexerOptions) {
  // Stopping the indexer ends a running reader; its job goes back to the queue, not counted.
  let stopping = new AbortController();
  const read: ReadFileText =
    options.read ??
    ((kind, bytes, progress) =>
      readInWorker(kind, bytes, progress, { ...options.isolation, signal: stopping.signal }));
  const pollMs = options.pollMs ?? 2000;

  /**
   * The outcome commits with the job's deletion. The update takes the file's row lock, so a
   * delete either committed before (the row no longer matches: stop) or waits for this commit.
   */
  async function finish(tx: Queryable, fileId: string, sets: ReturnType<typeof sql>) {
    const file = await tx.maybeOne<FinishedFile>(sql`
      UPDATE files SET ${sets}, ocr_page = NULL, ocr_pages = NULL, updated_at = ${NOW}
      WHERE id = ${fileId} AND deleted_at IS NULL
      RETURNING id, user_id, name, status, unreadable_reason`);
    if (!file) throw new ExtractionStopped();
    await tx.execute(sql`DELETE FROM file_jobs WHERE file_id = ${fileId}`);
    await notifyIndexed(tx, file);
  }

  async function vectorsOf(
    chunks: Chunk[],
    stillWanted: () => Promise<void>,
  ): Promise<number[][] | null> {
    if (!options.embeddings || chunks.length === 0) return null;
    try {
      return await embed(
        options.embeddings,
        chunks.map((chunk) => `${chunk.heading}\n${chunk.body}`.trim()),
        stillWanted,
      );
    } catch (error) {
      if (error instanceof ExtractionStopped) throw error;
      options.log.error({ err: error }, 'embedding passages failed; they are searched as text');
      return null;
    }
  }

  async function index(tx: Queryable, job: Job): Promise<void> {
    const started = await db.maybeOne<{ index_attempts: number }>(sql`
      UPDATE files SET status = 'indexing', progress = 0, index_attempts = index_attempts + 1,
        ocr_page = NULL, ocr_pages = NULL, updated_at = ${NOW}
      WHERE id = ${job.file_id} AND deleted_at IS NULL RETURNING index_attempts`);
    if (!started) throw new ExtractionStopped();
    if (started.index_attempts > MAX_INDEX_ATTEMPTS) {
      await finish(tx, job.file_id, sql`status = 'unreadable', unreadable_reason = 'corrupt'`);
      return;
    }
    // Read outside the job's transaction: a delete commits while the job runs and must be seen.
    const stillWanted = async () => {
      const live = await db.maybeOne(
        sql`SELECT 1 FROM files WHERE id = ${job.file_id} AND deleted_at IS NULL`,
      );
      if (!live) throw new ExtractionStopped();
    };
    let lastShown = 0;
    let lastOcrPage: number | null = null;
    const progress: ExtractProgress = async (done, ocr) => {
      // A few updates are enough for a progress bar; one per PDF page of a long file is not. A
      // page OCR starts or ends is always shown: it takes seconds, so the page number is news.
      const ocrPage = ocr?.page ?? null;
      if (done - lastShown < 0.05 && done < 1 && ocrPage === lastOcrPage) return stillWanted();
      lastShown = done;
      lastOcrPage = ocrPage;
      const shown = await db.execute(sql`
        UPDATE files SET progress = ${Math.min(0.95, done * 0.9)},
          ocr_page = ${ocrPage}, ocr_pages = ${ocr?.pages ?? null}
        WHERE id = ${job.file_id} AND deleted_at IS NULL`);
      if (shown === 0) throw new ExtractionStopped();
    };
    try {
      const { chunks, pages, ocr } = await read(job.kind, await readAll(db, job.file_id), progress);
      const vectors = await vectorsOf(chunks, stillWanted);
      await tx.execute(sql`DELETE FROM file_chunks WHERE file_id = ${job.file_id}`);
      await insertPassages(tx, job, chunks, vectors, stillWanted);
      await replaceOcrPages(tx, job.file_id, ocr);
      await finish(
        tx,
        job.file_id,
        sql`status = 'ready', progress = 1, pages = ${pages}, unreadable_reason = NULL`,
      );
    } catch (error) {
      if (!(error instanceof UnreadableFile)) throw error;
      options.log.warn?.({ fileId: job.file_id, reason: error.reason }, error.message);
      await finish(
        tx,
        job.file_id,
        sql`status = 'unreadable', progress = 0, unreadable_reason = ${error.reason}`,
      );
    }
  }

  /** Takes and runs one job; false when there was none to take. */
  async function runOnce(): Promise<boolean> {
    return db.transaction(async (tx) => {
      const job = await tx.maybeOne<Job>(sql`
        SELECT j.file_id, f.user_id, f.kind FROM file_jobs j JOIN files f ON f.id = j.file_id
        WHERE f.deleted_at IS NULL AND f.status <> 'uploading'
        ORDER BY j.queued_at LIMIT 1 FOR UPDATE OF j SKIP LOCKED`);
      if (!job) return false;
      await tx.execute(sql`SAVEPOINT indexing`);
      try {
        await index(tx, job);
      } catch (error) {
        if (!(error instanceof ExtractionStopped)) throw error;
        // Deleted mid-way: nothing this attempt wrote stays, the job stays for UNDO to queue the
        // file again, and a cancelled attempt does not count towards giving the file up.
        await tx.execute(sql`ROLLBACK TO SAVEPOINT indexing`);
        await tx.execute(sql`
          UPDATE files SET status = 'queued', progress = 0, ocr_page = NULL, ocr_pages = NULL,
            index_attempts = greatest(index_attempts - 1, 0), updated_at = ${NOW}
          WHERE id = ${job.file_id} AND status = 'indexing'`);
      }
      return true;
    });
  }

  const loop = createPollingLoop(
    async (stopped) => {
      while (!stopped() && (await runOnce()));
    },
    { pollMs, log: options.log, failure: 'indexing a file failed; it will be retried' },
  );

  return {
    runOnce,
    /** Runs every queued job now (after an upload, at start), then polls. */
    wake: loop.wake,
    start(): void {
      if (stopping.signal.aborted) stopping = new AbortController();
      loop.start();
    },
    async stop(): Promise<void> {
      const stopped = loop.stop();
      stopping.abort();
      await stopped;
    },
  };
}

export type Indexer = ReturnType<typeof createIndexer>;
