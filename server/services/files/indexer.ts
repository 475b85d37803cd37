import { withoutUnstorable, type FileKind } from '@/api/schema';
import { sql, type Database, type Queryable } from '../../db/index.ts';
import { embed, type EmbeddingsConfig } from '../assistant/embeddings.ts';
import { readAll } from './blocks.ts';
import { chunkUnits, type Chunk } from './chunk.ts';
import { extract as extractText, UnreadableFile } from './extract/index.ts';
import { NOW } from './fileRows.ts';

/** A file that failed (or took its worker down) this many times is given up as corrupt. */
export const MAX_INDEX_ATTEMPTS = 3;
const INSERT_BATCH = 500;

export interface IndexerOptions {
  log: { error(obj: unknown, msg?: string): void };
  /** How often an idle worker looks for jobs another process queued. */
  pollMs?: number;
  /** Tests wrap extraction to hold a job mid-way or to see who took it. */
  extract?: typeof extractText;
  /** When set, each passage is embedded too; a failing endpoint leaves passages text-only. */
  embeddings?: EmbeddingsConfig;
}

interface Job {
  file_id: string;
  user_id: string;
  kind: FileKind;
}

async function insertChunks(
  tx: Queryable,
  job: Job,
  chunks: Chunk[],
  vectors: number[][] | null,
): Promise<void> {
  for (let at = 0; at < chunks.length; at += INSERT_BATCH) {
    const batch = chunks.slice(at, at + INSERT_BATCH);
    // A vector travels as its JSON text ("[0.1,0.2]"), which reads as a real[] once its brackets
    // are braces: unnest would flatten a two-dimensional array of them.
    const embeddings = batch.map((_, i) => (vectors ? JSON.stringify(vectors[at + i]) : null));
    await tx.execute(sql`
      INSERT INTO file_chunks (file_id, user_id, seq, page, line_start, line_end, heading, body, embedding)
      SELECT ${job.file_id}, ${job.user_id}, seq, page, line_start, line_end, heading, body,
        translate(embedding, '[]', '{}')::real[]
      FROM unnest(
        ${batch.map((c) => c.seq)}::int[], ${batch.map((c) => c.page)}::int[],
        ${batch.map((c) => c.lineStart)}::int[], ${batch.map((c) => c.lineEnd)}::int[],
        ${batch.map((c) => withoutUnstorable(c.heading))}::text[],
        ${batch.map((c) => withoutUnstorable(c.body))}::text[], ${embeddings}::text[])
        AS t(seq, page, line_start, line_end, heading, body, embedding)`);
  }
}

/**
 * The background indexer (docs/assistant.md "Queue"). Each job runs in a transaction that holds
 * its `file_jobs` row FOR UPDATE SKIP LOCKED from start to end: other workers skip it, and if
 * this process dies the lock goes with its connection and the job is taken again. Status and
 * progress are written outside that transaction, so the page sees them while the work goes on.
 */
export function createIndexer(db: Database, options: IndexerOptions) {
  const extract = options.extract ?? extractText;
  const pollMs = options.pollMs ?? 2000;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let again = false;

  const finish = (tx: Queryable, fileId: string, sets: ReturnType<typeof sql>) =>
    Promise.all([
      tx.execute(sql`UPDATE files SET ${sets}, updated_at = ${NOW} WHERE id = ${fileId}`),
      tx.execute(sql`DELETE FROM file_jobs WHERE file_id = ${fileId}`),
    ]);

  async function vectorsOf(chunks: Chunk[]): Promise<number[][] | null> {
    if (!options.embeddings || chunks.length === 0) return null;
    try {
      return await embed(
        options.embeddings,
        chunks.map((chunk) => `${chunk.heading}\n${chunk.body}`.trim()),
      );
    } catch (error) {
      options.log.error({ err: error }, 'embedding passages failed; they are searched as text');
      return null;
    }
  }

  async function index(tx: Queryable, job: Job): Promise<void> {
    const started = await db.one<{ index_attempts: number }>(sql`
      UPDATE files SET status = 'indexing', progress = 0, index_attempts = index_attempts + 1,
        updated_at = ${NOW}
      WHERE id = ${job.file_id} RETURNING index_attempts`);
    if (started.index_attempts > MAX_INDEX_ATTEMPTS) {
      await finish(tx, job.file_id, sql`status = 'unreadable', unreadable_reason = 'corrupt'`);
      return;
    }
    let lastShown = 0;
    const progress = async (done: number) => {
      // A few updates are enough for a progress bar; one per PDF page of a long file is not.
      if (done - lastShown < 0.05 && done < 1) return;
      lastShown = done;
      await db.execute(sql`
        UPDATE files SET progress = ${Math.min(0.95, done * 0.9)} WHERE id = ${job.file_id}`);
    };
    try {
      const extracted = await extract(job.kind, await readAll(db, job.file_id), progress);
      const chunks = chunkUnits(extracted.units);
      await tx.execute(sql`DELETE FROM file_chunks WHERE file_id = ${job.file_id}`);
      await insertChunks(tx, job, chunks, await vectorsOf(chunks));
      await finish(
        tx,
        job.file_id,
        sql`status = 'ready', progress = 1, pages = ${extracted.pages}, unreadable_reason = NULL`,
      );
    } catch (error) {
      if (!(error instanceof UnreadableFile)) throw error;
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
      await index(tx, job);
      return true;
    });
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      try {
        while (!stopped && (await runOnce()));
      } catch (error) {
        options.log.error({ err: error }, 'indexing a file failed; it will be retried');
      }
    } while (again && !stopped);
  }

  function schedule(delay: number): void {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void wake(), delay);
    timer.unref();
  }

  function wake(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain().finally(() => {
      running = null;
      schedule(pollMs);
    });
    return running;
  }

  return {
    runOnce,
    /** Runs every queued job now (after an upload, at start), then polls. */
    wake,
    start(): void {
      stopped = false;
      void wake();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type Indexer = ReturnType<typeof createIndexer>;
