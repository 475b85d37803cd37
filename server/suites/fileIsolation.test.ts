import { afterAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_PATHS,
  FILE_UPLOAD_FIELD,
  FILES_PATHS,
  fileResponseSchema,
  type StoredFile,
} from '@/api/schema';
import { startServersOnOneDatabase, type ChildServer } from '../test/childServer.ts';
import { xsrfHeaders } from '../test/client.ts';
import { registerAt } from '../test/users.ts';

/** A worker heap small enough that reading the text below runs out of it. */
const WORKER_HEAP = { FILES_READ_HEAP_MB: '32' };

function largeText(megabytes: number): Buffer {
  const line = 'The lighthouse keeper trims the lamp before the storm reaches the harbour.\n';
  return Buffer.from(line.repeat(Math.ceil((megabytes * 2 ** 20) / line.length)));
}

const signedIn = (token: string) => ({ ...xsrfHeaders(), authorization: `Bearer ${token}` });

async function upload(base: string, token: string, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append(FILE_UPLOAD_FIELD, new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${base}/api${FILES_PATHS.list}`, {
    method: 'POST',
    headers: signedIn(token),
    body: form,
  });
  expect(res.status).toBe(201);
  return fileResponseSchema.parse(await res.json()).file;
}

async function fileOf(base: string, token: string, id: string): Promise<StoredFile> {
  const res = await fetch(`${base}/api${FILES_PATHS.one(id)}`, { headers: signedIn(token) });
  return fileResponseSchema.parse(await res.json()).file;
}

describe('a reading worker dying in one of two processes on one database', () => {
  let servers: ChildServer[] = [];
  let close: (() => Promise<void>) | undefined;
  afterAll(async () => close?.());

  it('ends only its file, and both processes answer another user throughout', async () => {
    ({ servers, close } = await startServersOnOneDatabase(2, WORKER_HEAP));
    const [first, second] = servers.map((server) => server.url) as [string, string];
    const owner = await registerAt(first);
    const other = await registerAt(second);
    const file = await upload(first, owner, 'big.txt', largeText(12));

    // Whichever process takes the job, its worker runs out of heap; meanwhile the other user's
    // requests go to both processes in turn, and every one must be answered.
    const answers: number[] = [];
    let state = file;
    for (let i = 0; state.status === 'queued' || state.status === 'indexing'; i++) {
      const base = i % 2 ? second : first;
      const res = await fetch(`${base}/api${FILES_PATHS.list}`, { headers: signedIn(other) });
      answers.push(res.status);
      await res.arrayBuffer();
      state = await fileOf(base, owner, file.id);
    }
    expect(state).toMatchObject({ status: 'unreadable', unreadableReason: 'too_large' });
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((status) => status === 200)).toBe(true);
    for (const server of servers) {
      expect(server.child.exitCode).toBeNull();
      const me = await fetch(`${server.url}/api${ACCOUNT_PATHS.me}`, { headers: signedIn(other) });
      expect(me.status).toBe(200);
    }
  }, 300_000);
});
