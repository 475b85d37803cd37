import { sql, type Database, type Queryable } from '../../db/index.ts';
import { ensureJob } from './jobs.ts';
import type { JobKind } from './scheduler.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Finished jobs stay this long, to tell afterwards what fired, late or missed. */
export const FINISHED_JOBS_KEPT = sql`interval '30 days'`;

/**
 * A sweep that runs once a day on whichever process takes it: its next run is scheduled with
 * the firing, and a missed run (the server was down) just schedules the next one.
 */
export function dailySweep(
  kind: string,
  work: (tx: Queryable, now: Date) => Promise<unknown>,
): JobKind {
  const next = (now: Date) => ({ kind, subject: 'all', dueAt: new Date(now.getTime() + DAY_MS) });
  return {
    kind,
    graceMs: DAY_MS,
    async fire(_job, firing) {
      await work(firing.tx, firing.now);
      await firing.schedule(next(firing.now));
    },
    async missed(_job, firing) {
      await firing.schedule(next(firing.now));
    },
  };
}

/** Seeds each daily sweep once (every process does, harmlessly) so the chain starts. */
export async function seedSweeps(db: Database, sweeps: readonly JobKind[], now: Date) {
  for (const sweep of sweeps) await ensureJob(db, { kind: sweep.kind, subject: 'all', dueAt: now });
}

/** The scheduler's own record of finished jobs, kept for FINISHED_JOBS_KEPT. */
export const finishedJobsSweep = dailySweep('scheduler.sweep', (tx, now) =>
  tx.execute(sql`
    DELETE FROM scheduled_jobs
    WHERE status <> 'pending' AND fired_at < ${now}::timestamptz - ${FINISHED_JOBS_KEPT}`),
);
