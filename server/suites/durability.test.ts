import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, meResponseSchema, sessionResponseSchema } from '@/api/schema';
import { startChildServer, type ChildServer } from '../test/childServer.ts';
import { xsrfHeaders } from '../test/client.ts';
import { newUser } from '../test/users.ts';

// The stream registers as fast as it can from one address: lift the registration limit.
const UNLIMITED = { RATE_LIMIT_REGISTER: '1000000' };
const headers = { 'content-type': 'application/json', ...xsrfHeaders() };

interface Acknowledged {
  email: string;
  token: string;
}

/** Registers accounts from several writers until stopped; returns those the server acknowledged. */
function writeStream(base: string, writers: number) {
  const acknowledged: Acknowledged[] = [];
  let running = true;
  const loops = Array.from({ length: writers }, async () => {
    while (running) {
      const user = newUser();
      try {
        const res = await fetch(`${base}/api${ACCOUNT_PATHS.register}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(user),
        });
        if (res.status === 201) {
          const session = sessionResponseSchema.parse(await res.json());
          acknowledged.push({ email: user.email, token: session.token });
        }
      } catch {
        // The server died mid-request: that write was never acknowledged, so it may be lost.
      }
    }
  });
  return {
    acknowledged,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe('an acknowledged write survives SIGKILL', () => {
  const dirs: string[] = [];
  const servers: ChildServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop().catch(() => undefined);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['the server process', false],
    ['the server and its PostgreSQL together', true],
  ] as const)('killing %s mid-stream loses nothing acknowledged', async (_name, killPostgres) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-durable-'));
    dirs.push(dataDir);
    const first = await startChildServer({ dataDir, entry: 'server', env: UNLIMITED });
    servers.push(first);
    const stream = writeStream(first.url, 4);
    await expect
      .poll(() => stream.acknowledged.length, { timeout: 60_000, interval: 20 })
      .toBeGreaterThanOrEqual(12);
    const postmaster = first.postmasterPid();
    await first.kill();
    if (killPostgres && postmaster) process.kill(postmaster, 'SIGKILL');
    await stream.stop();
    const acknowledged = [...stream.acknowledged];

    const second = await startChildServer({ dataDir, entry: 'server', env: UNLIMITED });
    servers.push(second);
    for (const write of acknowledged) {
      const res = await fetch(`${second.url}/api${ACCOUNT_PATHS.me}`, {
        headers: { authorization: `Bearer ${write.token}` },
      });
      expect(res.status, `${write.email} was acknowledged before the kill`).toBe(200);
      expect(meResponseSchema.parse(await res.json()).user.email).toBe(write.email);
    }
    await second.stop();
    expect(second.child.exitCode).toBe(0);
  });
});
