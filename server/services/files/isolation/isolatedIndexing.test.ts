import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, EXTRACTION_LIMITS } from '@/api/schema';
import { sql } from '../../../db/index.ts';
import { docxOfRepeatedXml } from '../../../test/fileFixtures.ts';
import { uploadFile, waitUntilIndexed } from '../../../test/files.ts';
import { withTestServer } from '../../../test/server.ts';
import { register } from '../../../test/users.ts';
import { createIndexer } from '../indexer.ts';

const MISBEHAVING = new URL('../../../test/misbehavingReadWorker.ts', import.meta.url);
const SMALL = { ...EXTRACTION_LIMITS, heapMb: 32, timeMs: 600_000 };
const silent = { error() {} };
/** A file given up at once: unreadable for the reason, one attempt counted, its job gone. */
const endedAfterOneAttempt = (reason: string) => ({
  status: 'unreadable',
  unreadable_reason: reason,
  index_attempts: 1,
  queued: false,
});

describe('a zip bomb uploaded to a running server', () => {
  const server = withTestServer();

  it('ends as too large while the server keeps answering', async () => {
    const owner = await register(server.client);
    const bomb = await uploadFile(server.client, owner.token, 'bomb.docx', docxOfRepeatedXml(64));
    const [done] = await waitUntilIndexed(server.client, owner.token, [bomb.id]);
    expect(done).toMatchObject({ status: 'unreadable', unreadableReason: 'too_large' });
    const other = await register(server.client);
    const me = await server.client.call('GET', `/api${ACCOUNT_PATHS.me}`, { token: other.token });
    expect(me.statusCode).toBe(200);
  });
});

describe('a reading worker that dies', () => {
  const server = withTestServer({ indexFiles: false });
  const db = () => server.database.db;
  const stateOf = (id: string) =>
    db().one(sql`
      SELECT status, unreadable_reason, index_attempts,
        EXISTS (SELECT 1 FROM file_jobs WHERE file_id = ${id}) AS queued
      FROM files WHERE id = ${id}`);

  it('ends only its own file, after that one death, for every process', async () => {
    const { token } = await register(server.client);
    const hog = await uploadFile(server.client, token, 'hog.txt', Buffer.from('hog the heap'));
    const calm = await uploadFile(server.client, token, 'calm.txt', Buffer.from('A calm sea.'));
    const indexer = createIndexer(db(), {
      log: silent,
      isolation: { entry: MISBEHAVING, limits: SMALL },
    });
    expect(await indexer.runOnce()).toBe(true);
    expect(await stateOf(hog.id)).toEqual(endedAfterOneAttempt('too_large'));
    expect(await indexer.runOnce()).toBe(true);
    expect(await stateOf(calm.id)).toMatchObject({ status: 'ready', queued: false });
    // Another process finds nothing left to retry.
    expect(await createIndexer(db(), { log: silent }).runOnce()).toBe(false);
  });

  it('marks a file whose worker was killed mid-way unreadable, without a retry', async () => {
    const { token } = await register(server.client);
    const file = await uploadFile(server.client, token, 'h.txt', Buffer.from('hang on'));
    const indexer = createIndexer(db(), {
      log: silent,
      isolation: {
        entry: MISBEHAVING,
        limits: SMALL,
        onStarted: (worker) => worker.once('message', () => void worker.terminate()),
      },
    });
    expect(await indexer.runOnce()).toBe(true);
    expect(await stateOf(file.id)).toEqual(endedAfterOneAttempt('corrupt'));
  });
});
