// `npm run bench:scheduler`: 10,000 jobs due within the next minute on a fresh embedded
// PostgreSQL, fired by the scheduler loop (server/services/scheduler) in 2 processes sharing the
// table, as two API workers would. Each firing writes a delivery row in its job's transaction.
// Prints: delivered, delivered twice, the last delivery after the last due time, and the
// lateness (delivery − due) p50 / p99 / max. Goals: each delivered within 60 s of its time, none
// twice.
// `--jobs N`, `--processes N` and `--spread-s N` change the load.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register as registerTsx } from 'tsx/esm/api';

registerTsx();
const { createDatabase } = await import('../server/db/database.ts');
const { openDatabase, sql } = await import('../server/db/index.ts');
const { createScheduler } = await import('../server/services/scheduler/scheduler.ts');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};

/** A bench process: one pool and one scheduler loop, until the parent says stop. */
async function runLoop(url, processNo) {
  const db = createDatabase({ connectionString: url, onError: () => undefined });
  const kind = {
    kind: 'bench.reminder',
    graceMs: 15 * 60_000,
    async fire(job, { tx }) {
      await tx.execute(
        sql`INSERT INTO bench_deliveries (job_id, process) VALUES (${job.id}, ${processNo})`,
      );
    },
  };
  const scheduler = createScheduler(db, { kinds: [kind], log: console });
  scheduler.start();
  process.send?.('started');
  process.once('message', async () => {
    await scheduler.stop();
    await db.close();
    process.exit(0);
  });
}

if (args[0] === '--loop') {
  await runLoop(args[1], Number(args[2]));
} else {
  const JOBS = option('--jobs', 10_000);
  const PROCESSES = option('--processes', 2);
  const SPREAD_S = option('--spread-s', 60);
  const DEADLINE_MS = SPREAD_S * 1000 + 60_000;
  const log = { info() {}, debug() {}, error: console.error };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-bench-scheduler-'));
  const database = await openDatabase({ dataDir, log });
  const db = database.db;
  const children = [];
  try {
    await db.execute(sql`CREATE TABLE bench_deliveries (
      job_id bigint NOT NULL, process int NOT NULL,
      delivered_at timestamptz NOT NULL DEFAULT clock_timestamp())`);
    const startsAt = Date.now() + 5000;
    await db.execute(sql`
      INSERT INTO scheduled_jobs (kind, subject, due_at)
      SELECT 'bench.reminder', 'event-' || n,
        to_timestamp(${startsAt / 1000}::float8 + (n % ${JOBS}) * ${SPREAD_S}::float8 / ${JOBS})
      FROM generate_series(1, ${JOBS}) AS n`);
    for (let i = 0; i < PROCESSES; i++) {
      const child = fork(fileURLToPath(import.meta.url), ['--loop', database.url, String(i)]);
      children.push(child);
      await new Promise((resolve) => child.once('message', resolve));
    }
    console.log(
      `${JOBS} jobs due over ${SPREAD_S} s from ${new Date(startsAt).toISOString()}, ${PROCESSES} processes`,
    );
    const lastDue = startsAt + SPREAD_S * 1000;
    let delivered = 0;
    while (Date.now() < lastDue + DEADLINE_MS) {
      delivered = (await db.one(sql`SELECT count(*)::int AS n FROM bench_deliveries`)).n;
      if (delivered >= JOBS) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const figures = await db.one(sql`
      SELECT count(*)::int AS delivered, count(DISTINCT d.job_id)::int AS distinct_jobs,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM d.delivered_at - j.due_at)) * 1000 AS p50,
        percentile_cont(0.99) WITHIN GROUP (ORDER BY extract(epoch FROM d.delivered_at - j.due_at)) * 1000 AS p99,
        max(extract(epoch FROM d.delivered_at - j.due_at)) * 1000 AS max,
        extract(epoch FROM max(d.delivered_at) - min(j.due_at)) AS span_s
      FROM bench_deliveries d JOIN scheduled_jobs j ON j.id = d.job_id`);
    const perProcess = await db.many(
      sql`SELECT process, count(*)::int AS n FROM bench_deliveries GROUP BY process ORDER BY process`,
    );
    const ms = (value) => `${Math.round(Number(value))} ms`;
    console.log(`delivered          ${figures.delivered} / ${JOBS}`);
    console.log(`delivered twice    ${figures.delivered - figures.distinct_jobs}`);
    console.log(`per process        ${perProcess.map((row) => row.n).join(' / ')}`);
    console.log(`first due → last delivered  ${Number(figures.span_s).toFixed(1)} s`);
    console.log(`lateness p50 ${ms(figures.p50)}  p99 ${ms(figures.p99)}  max ${ms(figures.max)}`);
    const ok =
      figures.delivered === JOBS && figures.distinct_jobs === JOBS && Number(figures.max) < 60_000;
    console.log(ok ? 'goal met' : 'goal NOT met');
    process.exitCode = ok ? 0 : 1;
  } finally {
    for (const child of children) child.send('stop');
    await Promise.all(
      children.map((child) => new Promise((resolve) => child.once('exit', resolve))),
    );
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
