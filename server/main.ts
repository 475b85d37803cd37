import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { openDatabase } from './db/index.ts';
import { createHousekeeping, SWEEP_INTERVAL_MS } from './services/housekeeping.ts';
import pino from 'pino';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts database and server; resolves to a stop function used by the signal handlers. */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<() => Promise<void>> {
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
  // 0.0.0.0 or :: accept every interface; a browser reaches them through localhost.
  const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  const url = `http://${shownHost}:${port}`;
  log.info({ database: database.kind, ms: Date.now() - started }, 'ready');
  // Parent processes (tests, npm start) read this line to learn the address.
  console.log(
    `Quire is running at ${url}/ (${database.kind} PostgreSQL, ready in ${Date.now() - started} ms)`,
  );

  const housekeeping = createHousekeeping(database.db);
  const sweep = () =>
    housekeeping.sweep().then(
      (removed) => removed && log.info({ removed }, 'expired rows removed'),
      (error: unknown) => log.error({ err: error }, 'sweeping expired rows failed'),
    );
  void sweep();
  const sweeper = setInterval(() => void sweep(), SWEEP_INTERVAL_MS).unref();

  let stopping: Promise<void> | undefined;
  return () =>
    (stopping ??= (async () => {
      clearInterval(sweeper);
      await app.close();
      await database.close();
    })());
}

/** Runs until SIGINT/SIGTERM, then closes the server and shuts PostgreSQL down cleanly. */
export async function runUntilSignal(): Promise<void> {
  let stop: (() => Promise<void>) | undefined;
  try {
    stop = await main();
  } catch (error) {
    console.error('Quire could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const shutdown = (signal: string) => {
    console.log(`${signal}: stopping Quire…`);
    stop!().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void runUntilSignal();
}
