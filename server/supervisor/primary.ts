// `npm start`'s process: owns the embedded PostgreSQL, the migrations and the sweeps, and keeps
// QUIRE_WORKERS API workers (worker.ts) serving one port, starting a new one when one dies.
import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { configFromEnv } from '../config.ts';
import { openDatabase, POOL_MAX } from '../db/index.ts';
import { announce, runUntilSignal, type Stop } from '../main.ts';
import { exitReason } from './exitReason.ts';
import { createRestartPolicy } from './restartPolicy.ts';
import { startSweeper } from './sweeper.ts';
import { workerCount } from './workerCount.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WORKER_ENTRY = fileURLToPath(new URL('./worker.ts', import.meta.url));
/** A worker still closing after this long is killed: its requests had their chance. */
const STOP_GRACE_MS = 30_000;

/** Workers run TypeScript like their primary: through tsx, once. */
function workerExecArgv(): string[] {
  if (process.execArgv.some((arg) => arg.includes('tsx'))) return process.execArgv;
  return [...process.execArgv, '--import', import.meta.resolve('tsx')];
}

function stopWorker(worker: Worker): Promise<void> {
  if (worker.isDead()) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => worker.process.kill('SIGKILL'), STOP_GRACE_MS);
    worker.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    worker.process.kill('SIGTERM');
  });
}

/**
 * Starts the database and the workers; resolves, once every worker listens, to the function that
 * stops the workers and then PostgreSQL. A worker that dies before then fails the start (a port in
 * use, a broken build): restarting it could only fail again.
 */
export async function supervise(env: NodeJS.ProcessEnv = process.env): Promise<Stop> {
  const started = Date.now();
  const config = configFromEnv(env, root);
  const count = workerCount(env);
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embeddedPort: config.embeddedPgPort,
    // Every worker's pool and the primary's own, with room for an operator's psql.
    embeddedMaxConnections: Math.max(100, (count + 1) * POOL_MAX + 10),
    log,
  });
  if (database.applied.length) log.info({ migrations: database.applied }, 'database migrated');
  cluster.setupPrimary({ exec: WORKER_ENTRY, execArgv: workerExecArgv() });

  const workers = new Set<Worker>();
  const restarts = new Set<NodeJS.Timeout>();
  let stopping = false;
  let ready = false;
  let startFailed: (error: Error) => void = () => undefined;
  let listened: (port: number) => void = () => undefined;
  const allListening = new Promise<number>((resolve, reject) => {
    let listening = 0;
    listened = (port) => ++listening === count && resolve(port);
    startFailed = reject;
  });

  let port = config.port;
  const start = (policy = createRestartPolicy()) => {
    // Once listening, a new worker asks for the port the others have, even when PORT was 0.
    const worker = cluster.fork({ ...env, DATABASE_URL: database.url, PORT: String(port) });
    const forkedAt = Date.now();
    workers.add(worker);
    worker.once('listening', (address) => {
      if (ready) log.info({ worker: worker.process.pid }, 'a new worker is serving');
      else listened(address.port);
    });
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) return;
      const reason = exitReason(code, signal);
      if (!ready) return startFailed(new Error(`a worker could not start: it ${reason}`));
      const delayMs = policy.delayAfter(Date.now() - forkedAt);
      log.error(
        { worker: worker.process.pid, code, signal, restartInMs: delayMs },
        `worker ${worker.process.pid} ${reason}; starting another in ${delayMs} ms`,
      );
      const timer = setTimeout(() => {
        restarts.delete(timer);
        start(policy);
      }, delayMs);
      restarts.add(timer);
    });
  };

  const stopWorkers = async () => {
    stopping = true;
    for (const timer of restarts) clearTimeout(timer);
    await Promise.all([...workers].map(stopWorker));
  };

  try {
    for (let i = 0; i < count; i++) start();
    port = await allListening;
  } catch (error) {
    await stopWorkers();
    await database.close();
    throw error;
  }
  ready = true;
  const workerWord = count === 1 ? 'worker' : 'workers';
  announce(config.host, port, `${database.kind} PostgreSQL, ${count} ${workerWord}`, started);
  const stopSweeper = startSweeper(database.db, log);

  let stopped: Promise<void> | undefined;
  return () =>
    (stopped ??= (async () => {
      stopSweeper();
      await stopWorkers();
      await database.close();
    })());
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void runUntilSignal(() => supervise());
}
