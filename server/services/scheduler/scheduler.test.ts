import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/database.ts';
import { sql, type OpenDatabase } from '../../db/index.ts';
import { sharedTestDatabase } from '../../test/postgres.ts';
import { fakeClock } from './clock.ts';
import { cancelJobs, scheduleJob } from './jobs.ts';
import { createScheduler, type DueJob, type JobKind } from './scheduler.ts';

const MINUTE = 60_000;
const START = '2026-03-01T10:00:00Z';
const quiet = { error() {} };

interface Fired {
  subject: string;
  late: boolean;
  latenessMs: number;
}

/** A kind that records each firing in memory, as a reminder would write a notification. */
function recordingKind(fired: Fired[], graceMs = 15 * MINUTE): JobKind {
  return {
    kind: 'test',
    graceMs,
    async fire(job, firing) {
      fired.push({ subject: job.subject, late: firing.late, latenessMs: firing.latenessMs });
    },
  };
}

describe('the scheduler', () => {
  let database: OpenDatabase;
  let second: Database;
  const clock = fakeClock(START);
  const at = (minutes: number) => new Date(new Date(START).getTime() + minutes * MINUTE);

  beforeAll(async () => {
    database = await sharedTestDatabase();
    // A pool of its own, as another API process would have.
    second = createDatabase({ connectionString: database.url, onError: () => undefined });
  });
  afterAll(async () => {
    await second?.close();
    await database?.close();
  });
  beforeEach(async () => {
    clock.set(START);
    await database.db.execute(sql`DELETE FROM scheduled_jobs`);
  });

  const statuses = () =>
    database.db.many<{ subject: string; status: string; lateness_ms: string | null }>(
      sql`SELECT subject, status, lateness_ms FROM scheduled_jobs ORDER BY subject`,
    );

  it('two schedulers on one database fire each of 1,000 due jobs exactly once', async () => {
    await database.db.execute(sql`
      INSERT INTO scheduled_jobs (kind, subject, due_at)
      SELECT 'test', 'job-' || lpad(n::text, 4, '0'), ${at(0)}::timestamptz - n * interval '100 ms'
      FROM generate_series(1, 1000) AS n`);
    const fired: Fired[] = [];
    const options = { kinds: [recordingKind(fired)], clock, log: quiet, batchSize: 25 };
    const a = createScheduler(database.db, options);
    const b = createScheduler(second, options);
    const [byA, byB] = await Promise.all([a.runDue(), b.runDue()]);

    expect(fired).toHaveLength(1000);
    expect(new Set(fired.map((f) => f.subject)).size).toBe(1000);
    expect(byA.fired + byB.fired).toBe(1000);
    const counts = await database.db.many<{ status: string; count: number }>(
      sql`SELECT status, count(*)::int AS count FROM scheduled_jobs GROUP BY status`,
    );
    expect(counts).toEqual([{ status: 'done', count: 1000 }]);
    expect((await a.runDue()).fired + (await b.runDue()).fired).toBe(0);
  });

  it('after 10 minutes down fires the recent jobs late and marks the old ones missed', async () => {
    // Due while the process was up, during the 10 minutes it was down, and long before.
    for (const [subject, minutes] of [
      ['a-before-grace', -20],
      ['b-just-past-grace', -15.5],
      ['c-down-start', -10],
      ['d-down-middle', -5],
      ['e-just-due', 0],
      ['f-future', 1],
    ] as const)
      await scheduleJob(database.db, { kind: 'test', subject, dueAt: at(minutes) });
    const fired: Fired[] = [];
    const scheduler = createScheduler(database.db, {
      kinds: [recordingKind(fired)],
      clock,
      log: quiet,
    });

    expect(await scheduler.runDue()).toEqual({ fired: 3, missed: 2, failed: 0 });
    expect(fired).toEqual([
      { subject: 'c-down-start', late: true, latenessMs: 10 * MINUTE },
      { subject: 'd-down-middle', late: true, latenessMs: 5 * MINUTE },
      { subject: 'e-just-due', late: false, latenessMs: 0 },
    ]);
    expect(await statuses()).toEqual([
      { subject: 'a-before-grace', status: 'missed', lateness_ms: String(20 * MINUTE) },
      { subject: 'b-just-past-grace', status: 'missed', lateness_ms: String(15.5 * MINUTE) },
      { subject: 'c-down-start', status: 'done', lateness_ms: String(10 * MINUTE) },
      { subject: 'd-down-middle', status: 'done', lateness_ms: String(5 * MINUTE) },
      { subject: 'e-just-due', status: 'done', lateness_ms: '0' },
      { subject: 'f-future', status: 'pending', lateness_ms: null },
    ]);

    clock.advance(MINUTE);
    await scheduler.runDue();
    expect(fired.map((f) => f.subject)).toEqual([
      'c-down-start',
      'd-down-middle',
      'e-just-due',
      'f-future',
    ]);
  });

  it('a job that throws is marked failed and the rest of its batch still fires', async () => {
    for (const subject of ['a', 'boom', 'c'])
      await scheduleJob(database.db, { kind: 'test', subject, dueAt: at(-1) });
    const fired: string[] = [];
    const kind: JobKind = {
      kind: 'test',
      graceMs: 15 * MINUTE,
      async fire(job, { tx }) {
        // Written before the throw: the savepoint must take it back.
        await tx.execute(sql`UPDATE scheduled_jobs SET payload = '{"touched":true}' WHERE true`);
        if (job.subject === 'boom') throw new Error('broken handler');
        fired.push(job.subject);
      },
    };
    const result = await createScheduler(database.db, {
      kinds: [kind],
      clock,
      log: quiet,
    }).runDue();
    expect(result).toEqual({ fired: 2, missed: 0, failed: 1 });
    expect(fired).toEqual(['a', 'c']);
    const boom = await database.db.one<{ status: string; last_error: string }>(
      sql`SELECT status, last_error FROM scheduled_jobs WHERE subject = 'boom'`,
    );
    expect(boom).toEqual({ status: 'failed', last_error: 'broken handler' });
  });

  it('a job scheduled again moves, a cancelled one never fires, a follow-up chains', async () => {
    await scheduleJob(database.db, { kind: 'test', subject: 'moved', dueAt: at(-1) });
    await scheduleJob(database.db, { kind: 'test', subject: 'moved', dueAt: at(30) });
    await scheduleJob(database.db, { kind: 'test', subject: 'gone', dueAt: at(-1) });
    expect(await cancelJobs(database.db, 'test', ['gone'])).toBe(1);
    await scheduleJob(database.db, { kind: 'test', subject: 'daily', dueAt: at(0) });
    const fired: DueJob[] = [];
    const kind: JobKind = {
      kind: 'test',
      graceMs: 15 * MINUTE,
      async fire(job, firing) {
        fired.push(job);
        if (job.subject === 'daily')
          await firing.schedule({ kind: 'test', subject: 'daily', dueAt: at(24 * 60) });
      },
    };
    const scheduler = createScheduler(database.db, { kinds: [kind], clock, log: quiet });
    await scheduler.runDue();
    expect(fired.map((job) => job.subject)).toEqual(['daily']);
    clock.set(at(30));
    await scheduler.runDue();
    clock.set(at(24 * 60));
    await scheduler.runDue();
    expect(fired.map((job) => job.subject)).toEqual(['daily', 'moved', 'daily']);
    const pending = await database.db.many<{ subject: string }>(
      sql`SELECT subject FROM scheduled_jobs WHERE status = 'pending'`,
    );
    expect(pending).toEqual([{ subject: 'daily' }]);
  });

  it('leaves jobs of kinds this process does not know for a process that does', async () => {
    await scheduleJob(database.db, { kind: 'other', subject: 'x', dueAt: at(-1) });
    const result = await createScheduler(database.db, {
      kinds: [recordingKind([])],
      clock,
      log: quiet,
    }).runDue();
    expect(result).toEqual({ fired: 0, missed: 0, failed: 0 });
    expect((await statuses())[0]?.status).toBe('pending');
  });
});
