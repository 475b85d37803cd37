import { createDatabase, type Database } from './database.ts';
import { startEmbedded } from './embedded.ts';
import { migrate } from './migrate.ts';

export type { Database, Queryable } from './database.ts';
export { POOL_MAX } from './database.ts';
export { join, sql, SqlFragment, type SqlQuery } from './sql.ts';

export interface OpenDatabaseOptions {
  /** An external PostgreSQL; when absent the server runs its own in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  embeddedPort?: number;
  /** The embedded cluster's `max_connections` (every process's pool must fit). */
  embeddedMaxConnections?: number;
  log: {
    info(msg: string): void;
    debug(msg: string): void;
    error(obj: unknown, msg?: string): void;
  };
}

export interface OpenDatabase {
  db: Database;
  /** 'embedded' or 'external', for the start-up line. */
  kind: 'embedded' | 'external';
  /** The connection string, for other processes on the same database (the supervisor's workers). */
  url: string;
  applied: string[];
  close(): Promise<void>;
}

/** Connects (starting the embedded cluster when needed) and brings the schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenDatabase> {
  const { log } = options;
  const cluster = options.databaseUrl
    ? undefined
    : await startEmbedded({
        dataDir: options.dataDir,
        port: options.embeddedPort ?? 0,
        maxConnections: options.embeddedMaxConnections,
        log: (line) => log.debug(`postgres: ${line}`),
      });
  const connectionString = options.databaseUrl ?? cluster!.connectionString;
  const db = createDatabase({
    connectionString,
    // The message and SQLSTATE say enough; the error object drags the whole client along.
    onError: (error) =>
      log.error(
        { message: error.message, code: (error as { code?: string }).code },
        'database connection error',
      ),
  });
  try {
    const applied = await migrate(db);
    return {
      db,
      kind: cluster ? 'embedded' : 'external',
      url: connectionString,
      applied,
      async close() {
        await db.close();
        await cluster?.stop();
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    await cluster?.stop();
    throw error;
  }
}
