import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { openDatabase } from './db/index.ts';
import { startSweeper } from './supervisor/sweeper.ts';
import pino from 'pino';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Stops what a start function started; resolves once everything is closed. */
export type Stop = () => Promise<void>;

export interface MainOptions {
  /**
   * A worker of the supervisor (server/supervisor/primary.ts): the primary owns the database,
   * the sweeps and the start-up line, so the worker only serves.
   */
  supervised?: boolean;
}

/** Starts database and server; resolves to a stop function used by the signal handlers. */
export async function main(
  env: NodeJS.ProcessEnv = process.env,
  options: MainOptions = {},
): Promise<Stop> {
  const started = Date.now();
  const config = configFromEnv(env, root);
  const log = pino({ level: config.logLevel });
  const version = (
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }
  ).version;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embeddedPort: config.embeddedPgPort,
    log,
  });
  if (database.applied.length) log.info({ migrations: database.applied }, 'database migrated');
  const app = await buildApp({
    config,
    db: database.db,
    version,
    logger: { level: config.logLevel },
  });
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await database.close();
    throw error;
  }
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  log.info({ database: database.kind, ms: Date.now() - started }, 'ready');
  let stopSweeper = () => {};
  if (!options.supervised) {
    announce(config.host, port, `${database.kind} PostgreSQL`, started);
    stopSweeper = startSweeper(database.db, log);
  }

  let stopping: Promise<void> | undefined;
  return () =>
    (stopping ??= (async () => {
      stopSweeper();
      await app.close();
      await database.close();
    })());
}

/** The start-up line; parent processes (tests, npm start's callers) read it to learn the address. */
export function announce(host: string, port: number, details: string, started: number): void {
  // 0.0.0.0 or :: accept every interface; a browser reaches them through localhost.
  const shownHost = ['0.0.0.0', '::'].includes(host) ? 'localhost' : host;
  console.log(
    `Quire is running at http://${shownHost}:${port}/ (${details}, ready in ${Date.now() - started} ms)`,
  );
}

/** Runs `start` until SIGINT/SIGTERM, then calls the stop function it returned and exits. */
export async function runUntilSignal(
  start: () => Promise<Stop> = () => main(),
  { quiet = false } = {},
): Promise<void> {
  let stop: Stop | undefined;
  let asked: string | undefined;
  const shutdown = (signal: string) => {
    // A signal while starting (Quire may already say it is running) stops it once started.
    if (!stop) {
      asked = signal;
      return;
    }
    if (!quiet) console.log(`${signal}: stopping Quire…`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  // Listened for before starting: a SIGTERM right after the "running" line must not kill the
  // process with PostgreSQL still up.
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  try {
    stop = await start();
  } catch (error) {
    console.error('Quire could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (asked) shutdown(asked);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void runUntilSignal();
}
