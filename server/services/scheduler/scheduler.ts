import { sql, type Database, type Queryable } from '../../db/index.ts';
import { createPollingLoop } from '../pollingLoop.ts';
import { systemClock, type Clock } from './clock.ts';
import { scheduleJob, type NewJob } from './jobs.ts';

/** A job fired later than this after its time says so (`late`); sooner is on time. */
export const ON_TIME_MS = 60_000;

/** A job as the scheduler hands it to its kind. */
export interface DueJob {
  id: string;
  kind: string;
  subject: string;
  key: string;
  userId: string | null;
  dueAt: Date;
  payload: unknown;
}

/** What a kind's `fire` is given: the job's transaction, the scheduler's time and the lateness. */
export interface Firing {
  tx: Queryable;
  now: Date;
  latenessMs: number;
  late: boolean;
  /** Schedules a follow-up (the next occurrence, the next sweep) in the same transaction. */
  schedule(job: NewJob): Promise<void>;
}

/** Work to do once the job's transaction committed (a mail): never repeated, never rolled back. */
export type AfterCommit = () => Promise<void>;

export interface JobKind {
  kind: string;
  /** A job missed by more than this (downtime) is marked missed instead of fired. */
  graceMs: number;
  fire(job: DueJob, firing: Firing): Promise<AfterCommit | void>;
  /** A missed job may still schedule its follow-up (a series' next reminder). */
  missed?(job: DueJob, firing: Firing): Promise<void>;
}

export interface SchedulerOptions {
  kinds: readonly JobKind[];
  clock?: Clock;
  log: { error(obj: unknown, msg?: string): void };
  /** How often an idle loop looks for due jobs. */
  pollMs?: number;
  /** Jobs taken in one transaction. */
  batchSize?: number;
}

interface JobRow {
  id: string;
  kind: string;
  subject: string;
  key: string;
  user_id: string | null;
  due_at: Date;
  payload: unknown;
}

export interface TickResult {
  fired: number;
  missed: number;
  failed: number;
}

/**
 * The one scheduler (docs/server.md "Scheduler"). Every API process runs this loop on the shared
 * `scheduled_jobs` table: a tick takes a batch of due jobs FOR UPDATE SKIP LOCKED, so two loops
 * never hold the same job, and each job's effect commits with its status change, so a job that
 * fired is never taken again and one whose process died is taken by the next tick.
 */
export function createScheduler(db: Database, options: SchedulerOptions) {
  const clock = options.clock ?? systemClock;
  const pollMs = options.pollMs ?? 1000;
  const batchSize = options.batchSize ?? 100;
  const kinds = new Map(options.kinds.map((kind) => [kind.kind, kind]));
  const kindNames = [...kinds.keys()];

  async function runJob(tx: Queryable, row: JobRow, now: Date, after: AfterCommit[]) {
    const kind = kinds.get(row.kind)!;
    const job: DueJob = {
      id: row.id,
      kind: row.kind,
      subject: row.subject,
      key: row.key,
      userId: row.user_id,
      dueAt: row.due_at,
      payload: row.payload,
    };
    const latenessMs = Math.max(0, now.getTime() - row.due_at.getTime());
    const missed = latenessMs > kind.graceMs;
    const firing: Firing = {
      tx,
      now,
      latenessMs,
      late: latenessMs > ON_TIME_MS,
      schedule: (next) => scheduleJob(tx, next),
    };
    // Each job has its own savepoint: one that throws is marked failed, the batch goes on.
    await tx.execute(sql`SAVEPOINT scheduled_job`);
    try {
      // Marked first: a follow-up of the same name is then free to be scheduled.
      await tx.execute(sql`
        UPDATE scheduled_jobs SET status = ${missed ? 'missed' : 'done'}, fired_at = ${now},
          lateness_ms = ${latenessMs}
        WHERE id = ${row.id}`);
      if (missed) await kind.missed?.(job, firing);
      else {
        const then = await kind.fire(job, firing);
        if (then) after.push(then);
      }
      await tx.execute(sql`RELEASE SAVEPOINT scheduled_job`);
      return missed ? 'missed' : 'fired';
    } catch (error) {
      await tx.execute(sql`ROLLBACK TO SAVEPOINT scheduled_job`);
      const message = error instanceof Error ? error.message : String(error);
      await tx.execute(sql`
        UPDATE scheduled_jobs SET status = 'failed', fired_at = ${now}, lateness_ms = ${latenessMs},
          last_error = ${message.slice(0, 1000)}
        WHERE id = ${row.id}`);
      options.log.error({ err: error, job: row.id, kind: row.kind }, 'a scheduled job failed');
      return 'failed';
    }
  }

  /** Takes one batch of due jobs and fires or misses each; what happened, by count. */
  async function tick(): Promise<TickResult & { taken: number }> {
    const now = clock.now();
    const after: AfterCommit[] = [];
    const result = await db.transaction(async (tx) => {
      const rows = await tx.many<JobRow>(sql`
        SELECT id, kind, subject, key, user_id, due_at, payload FROM scheduled_jobs
        WHERE status = 'pending' AND due_at <= ${now} AND kind = ANY(${kindNames})
        ORDER BY due_at LIMIT ${batchSize} FOR UPDATE SKIP LOCKED`);
      const counts = { fired: 0, missed: 0, failed: 0, taken: rows.length };
      for (const row of rows) counts[await runJob(tx, row, now, after)]++;
      return counts;
    });
    for (const then of after) {
      await then().catch((error: unknown) =>
        options.log.error({ err: error }, 'work after a scheduled job failed'),
      );
    }
    return result;
  }

  /** Ticks until no due job is left (or another loop holds the rest); the totals. */
  async function runDue(): Promise<TickResult> {
    const total = { fired: 0, missed: 0, failed: 0 };
    for (;;) {
      const { taken, ...counts } = await tick();
      total.fired += counts.fired;
      total.missed += counts.missed;
      total.failed += counts.failed;
      if (taken < batchSize) return total;
    }
  }

  // A stopping process leaves the rest of a long queue to the others (or to its next start).
  const loop = createPollingLoop(
    async (stopped) => {
      while (!stopped() && (await tick()).taken === batchSize);
    },
    { pollMs, log: options.log, failure: 'running scheduled jobs failed; the next poll retries' },
  );

  return {
    runDue,
    /** Runs what is due now, then polls every `pollMs` until stopped. */
    start: loop.start,
    /** Stops polling and waits for the batch in hand, whose transaction then commits. */
    stop: loop.stop,
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
