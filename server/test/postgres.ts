import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createDatabase } from '../db/database.ts';
import { openDatabase, type OpenDatabase } from '../db/index.ts';
import { freePort } from '../net.ts';

const silent = { info() {}, debug() {}, error() {} };

/** A fresh embedded cluster in a temp DATA_DIR, migrated; `close` stops it and deletes the dir. */
export async function embeddedTestDatabase(): Promise<OpenDatabase & { dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-test-'));
  const database = await openDatabase({ dataDir, log: silent });
  return {
    ...database,
    dataDir,
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh, migrated database of its own in the run's shared embedded cluster
 * (server/test/sharedPostgres.ts); `close` drops it. Tests about the embedded cluster itself use
 * `embeddedTestDatabase` instead.
 */
export async function sharedTestDatabase(): Promise<OpenDatabase> {
  const url = new URL(inject('sharedPostgresUrl'));
  const name = `quire_test_${randomBytes(8).toString('hex')}`;
  const admin = createDatabase({ connectionString: url.href, max: 1, onError: () => undefined });
  // The name is ours and plain hex: no parameter is needed (nor allowed) in these statements.
  const dropDatabase = () => admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    await admin.pool.query(`CREATE DATABASE ${name}`);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.href, dataDir: tmpdir(), log: silent });
    return {
      ...database,
      async close() {
        try {
          await database.close();
          await dropDatabase();
        } finally {
          await admin.close();
        }
      },
    };
  } catch (error) {
    await dropDatabase().catch(() => undefined);
    await admin.close();
    throw error;
  }
}

/** Debian's PostgreSQL binaries, newest version first; `.ci/run` installs them when missing. */
export function debianPostgresBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error(
      "Debian's PostgreSQL is not installed: apt-get install -y postgresql (as .ci/run does)",
    );
  }
  return path.join(base, versions[0], 'bin');
}

export interface ExternalCluster {
  url: string;
  stop(): void;
}

/**
 * A throwaway cluster of the system's PostgreSQL on 127.0.0.1, reached only through a
 * DATABASE_URL the way a production deployment would. As root it runs as the `postgres` user.
 */
export async function startExternalPostgres(): Promise<ExternalCluster> {
  const bin = debianPostgresBin();
  const root = mkdtempSync(path.join(tmpdir(), 'quire-pg-'));
  const asRoot = userInfo().uid === 0;
  const run = (file: string, args: string[]) => {
    const command = asRoot
      ? (['runuser', ['-u', 'postgres', '--', file, ...args]] as const)
      : ([file, args] as const);
    const result = spawnSync(command[0], [...command[1]], {
      encoding: 'utf8',
      env: { ...process.env, LC_ALL: 'C' },
    });
    if (result.status !== 0)
      throw new Error(`${path.basename(file)} failed: ${result.stderr || result.stdout}`);
  };
  const password = 'test-' + Math.random().toString(36).slice(2);
  writeFileSync(path.join(root, 'pw'), password + '\n', { mode: 0o600 });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(root, uid, gid);
    chownSync(path.join(root, 'pw'), uid, gid);
  }
  const data = path.join(root, 'data');
  run(path.join(bin, 'initdb'), [
    '-D',
    data,
    '--auth=scram-sha-256',
    '--username=quire',
    `--pwfile=${path.join(root, 'pw')}`,
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const port = await freePort();
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(root, 'log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`,
    'start',
  ]);
  return {
    url: `postgres://quire:${password}@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

export async function externalTestDatabase(): Promise<OpenDatabase & { url: string }> {
  const cluster = await startExternalPostgres();
  try {
    const database = await openDatabase({
      databaseUrl: cluster.url,
      dataDir: tmpdir(),
      log: silent,
    });
    return {
      ...database,
      url: cluster.url,
      async close() {
        await database.close();
        cluster.stop();
      },
    };
  } catch (error) {
    cluster.stop();
    throw error;
  }
}
