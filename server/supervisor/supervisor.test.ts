import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '@/api/schema';
import { freePort } from '../net.ts';
import { startChildServer, type ChildServer } from '../test/childServer.ts';
import { registerAt } from '../test/users.ts';

/** The pids of the primary's API workers, read from /proc. */
function workerPids(primary: number | undefined): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces or parentheses: fields resume after the last ')'.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (parent === primary && command.includes('supervisor/worker.ts')) pids.push(Number(entry));
    } catch {
      // The process ended while we read it.
    }
  }
  return pids.sort();
}

function alive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const meStatus = (url: string, token: string) =>
  fetch(`${url}/api${ACCOUNT_PATHS.me}`, { headers: { authorization: `Bearer ${token}` } }).then(
    (res) => res.status,
    () => 0,
  );

/** Each test starts PostgreSQL and the workers, which takes a while on a busy machine. */
const STARTS = { timeout: 300_000 };

describe('the supervisor (npm start)', () => {
  const dirs: string[] = [];
  const servers: ChildServer[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'quire-supervisor-'));
    dirs.push(dir);
    return dir;
  };
  const start = async (env: Record<string, string>) => {
    const server = await startChildServer({ dataDir: dataDir(), entry: 'supervisor', env });
    servers.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of servers) await server.stop().catch(() => undefined);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('starts another worker when one is killed; PostgreSQL and the data stay', STARTS, async () => {
    const server = await start({ QUIRE_WORKERS: '1' });
    const token = await registerAt(server.url);
    const [worker] = workerPids(server.child.pid);
    const postmaster = server.postmasterPid();
    expect(worker).toBeDefined();

    process.kill(worker!, 'SIGKILL');
    await expect
      .poll(server.output, { timeout: 30_000 })
      .toMatch(new RegExp(`worker ${worker} killed by SIGKILL`));
    await expect
      .poll(() => meStatus(server.url, token), { timeout: 120_000, interval: 100 })
      .toBe(200);
    expect(workerPids(server.child.pid)).toHaveLength(1);
    expect(workerPids(server.child.pid)).not.toContain(worker);
    expect(server.postmasterPid()).toBe(postmaster);
    expect(alive(postmaster)).toBe(true);
  });

  it('runs QUIRE_WORKERS workers; SIGTERM stops them, then PostgreSQL', STARTS, async () => {
    const server = await start({ QUIRE_WORKERS: '2' });
    expect(server.output()).toMatch(/embedded PostgreSQL, 2 workers/);
    const workers = workerPids(server.child.pid);
    const postmaster = server.postmasterPid();
    expect(workers).toHaveLength(2);
    expect(alive(postmaster)).toBe(true);

    await server.stop();
    expect(server.child.exitCode).toBe(0);
    for (const pid of [...workers, postmaster]) expect(alive(pid)).toBe(false);
  });

  it('fails the start, PostgreSQL stopped, when a worker cannot listen', STARTS, async () => {
    const port = await freePort();
    const taken = createServer().listen(port, '127.0.0.1');
    const dir = dataDir();
    try {
      await expect(
        startChildServer({
          dataDir: dir,
          entry: 'supervisor',
          env: { QUIRE_WORKERS: '2', PORT: String(port) },
        }),
      ).rejects.toThrow(/Quire could not start: a worker could not start/);
    } finally {
      taken.close();
    }
    expect(existsSync(path.join(dir, 'pg', 'postmaster.pid'))).toBe(false);
  });
});
