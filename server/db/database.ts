import pg from 'pg';
import type { SqlQuery } from './sql.ts';

/** What services need from the database: typed reads, writes and transactions. */
export interface Queryable {
  /** All rows, typed by the caller's row interface. */
  many<Row>(query: SqlQuery): Promise<Row[]>;
  /** The first row, or undefined. */
  maybeOne<Row>(query: SqlQuery): Promise<Row | undefined>;
  /** Exactly the first row; throws when there is none. */
  one<Row>(query: SqlQuery): Promise<Row>;
  /** Runs a statement and returns the number of rows it touched. */
  execute(query: SqlQuery): Promise<number>;
}

export interface Database extends Queryable {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  readonly pool: pg.Pool;
  close(): Promise<void>;
}

type Runner = Pick<pg.PoolClient, 'query'>;

function queryable(runner: Runner): Queryable {
  const rows = async <Row>(query: SqlQuery): Promise<Row[]> => {
    const result = await runner.query({ text: query.text, values: [...query.values] });
    return result.rows as Row[];
  };
  return {
    many: rows,
    maybeOne: async <Row>(query: SqlQuery) => (await rows<Row>(query))[0],
    one: async <Row>(query: SqlQuery) => {
      const [row] = await rows<Row>(query);
      if (row === undefined) throw new Error('Expected a row, got none');
      return row;
    },
    execute: async (query) => {
      const result = await runner.query({ text: query.text, values: [...query.values] });
      return result.rowCount ?? 0;
    },
  };
}

/** Connections one process's pool may open; a database serves every process's pool at once. */
export const POOL_MAX = 10;

export interface DatabaseOptions {
  connectionString: string;
  max?: number;
  onError: (error: Error) => void;
}

export function createDatabase(options: DatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? POOL_MAX,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  let closing = false;
  // Without these a dead postmaster takes the whole process down with an unhandled 'error'.
  const onError = (error: Error) => {
    if (!closing) options.onError(error);
  };
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  const base = queryable(pool);
  return {
    ...base,
    pool,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}
