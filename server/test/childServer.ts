import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../net.ts';
import { embeddedTestDatabase } from './postgres.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ChildServer {
  url: string;
  child: ChildProcess;
  /** Output so far, for failure messages. */
  output(): string;
  /** SIGTERM and wait: the clean shutdown path. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown at all. */
  kill(): Promise<void>;
  /** The embedded postmaster's pid, read from DATA_DIR/pg/postmaster.pid. */
  postmasterPid(): number | undefined;
}

export interface ChildServerOptions {
  dataDir: string;
  /**
   * 'start' runs `npm start`'s script (builds the app when stale); 'supervisor' runs what it runs
   * after the build (the primary and its workers); 'server' runs one API server process alone.
   */
  entry?: 'start' | 'supervisor' | 'server';
  env?: Record<string, string>;
  timeoutMs?: number;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts the real server as a child process on 127.0.0.1 and a free port, like a user would. */
export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const port = await freePort();
  const args = {
    start: ['scripts/start.mjs'],
    supervisor: ['--import', 'tsx', 'server/supervisor/primary.ts'],
    server: ['--import', 'tsx', 'server/main.ts'],
  }[options.entry ?? 'server'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in time:\n${output}`)),
      options.timeoutMs ?? 180_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Quire is running at (http:\/\/[^\s/]+)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${signal ?? code}) before it was ready:\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    postmasterPid() {
      const file = path.join(options.dataDir, 'pg', 'postmaster.pid');
      return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
    },
  };
}

/**
 * `count` API server processes on one throwaway embedded PostgreSQL, as a deployment with
 * several processes runs them; `close` stops them all, then the database, and removes their dirs.
 */
export async function startServersOnOneDatabase(
  count: number,
  env: Record<string, string> = {},
): Promise<{ servers: ChildServer[]; close(): Promise<void> }> {
  const database = await embeddedTestDatabase();
  const url = database.db.pool.options.connectionString!;
  const servers: ChildServer[] = [];
  const dirs: string[] = [];
  const close = async () => {
    for (const server of servers) await server.stop().catch(() => undefined);
    await database.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < count; i++) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-multi-'));
      dirs.push(dataDir);
      servers.push(
        await startChildServer({ dataDir, entry: 'server', env: { DATABASE_URL: url, ...env } }),
      );
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { servers, close };
}
