import { sql, type Queryable } from '../../db/index.ts';

/** A job to run at `dueAt`; (kind, subject, key) names it, so scheduling it again moves it. */
export interface NewJob {
  kind: string;
  /** What the job is about (an event id, 'all'): cancelling a subject drops all its jobs. */
  subject: string;
  key?: string;
  userId?: string | null;
  dueAt: Date;
  payload?: unknown;
}

/**
 * Adds a pending job, or moves the pending job of the same name to the new time and payload.
 * Callers pass their own transaction, so a job changes with the record it belongs to.
 */
export async function scheduleJob(tx: Queryable, job: NewJob): Promise<void> {
  await tx.execute(sql`
    INSERT INTO scheduled_jobs (kind, subject, key, user_id, due_at, payload)
    VALUES (${job.kind}, ${job.subject}, ${job.key ?? ''}, ${job.userId ?? null}, ${job.dueAt},
      ${JSON.stringify(job.payload ?? {})})
    ON CONFLICT (kind, subject, key) WHERE status = 'pending'
    DO UPDATE SET due_at = excluded.due_at, payload = excluded.payload, user_id = excluded.user_id`);
}

/** Schedules a job only when none of that name is pending (a recurring sweep seeded at start). */
export async function ensureJob(tx: Queryable, job: NewJob): Promise<void> {
  await tx.execute(sql`
    INSERT INTO scheduled_jobs (kind, subject, key, user_id, due_at, payload)
    VALUES (${job.kind}, ${job.subject}, ${job.key ?? ''}, ${job.userId ?? null}, ${job.dueAt},
      ${JSON.stringify(job.payload ?? {})})
    ON CONFLICT (kind, subject, key) WHERE status = 'pending' DO NOTHING`);
}

/** Drops the pending jobs of one kind about these subjects; fired ones stay for the record. */
export async function cancelJobs(
  tx: Queryable,
  kind: string,
  subjects: readonly string[],
): Promise<number> {
  if (subjects.length === 0) return 0;
  return tx.execute(sql`
    DELETE FROM scheduled_jobs
    WHERE status = 'pending' AND kind = ${kind} AND subject = ANY(${subjects as string[]})`);
}
