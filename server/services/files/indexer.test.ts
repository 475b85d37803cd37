import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FILES_PATHS, fileResponseSchema, type StoredFile } from '@/api/schema';
import { createDatabase } from '../../db/database.ts';
import { sql } from '../../db/index.ts';
import { expectBody } from '../../test/client.ts';
import { pdfWithPages } from '../../test/fileFixtures.ts';
import { uploadFile } from '../../test/files.ts';
import { withTestServer } from '../../test/server.ts';
import { register } from '../../test/users.ts';
import { readFileText } from './fileText.ts';
import { createIndexer, MAX_INDEX_ATTEMPTS } from './indexer.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const silent = { error() {} };

describe('indexing in the background', () => {
  const server = withTestServer();

  async function waitForStatus(token: string, id: string, done: (file: StoredFile) => boolean) {
    for (let i = 0; i < 300; i++) {
      const answer = await server.client.call('GET', `/api${FILES_PATHS.one(id)}`, { token });
      const file = expectBody(answer, 200, fileResponseSchema).file;
      if (done(file)) return file;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the file never got there');
  }

  it('answers the upload at once, then the file becomes ready with its passages', async () => {
    const { token, user } = await register(server.client);
    const pdf = await pdfWithPages([['First page words'], ['Second page lighthouse keeper']]);
    const file = await uploadFile(server.client, token, 'guide.pdf', pdf);
    expect(file.status).toBe('queued');
    const ready = await waitForStatus(token, file.id, (f) => f.status === 'ready');
    expect(ready).toMatchObject({ pages: 2, progress: 1, unreadableReason: null });
    const chunks = await server.database.db.many<{ page: number; body: string; user_id: string }>(
      sql`SELECT page, body, user_id FROM file_chunks WHERE file_id = ${file.id} ORDER BY seq`,
    );
    expect(chunks).toEqual([
      { page: 1, body: 'First page words', user_id: user.id },
      { page: 2, body: 'Second page lighthouse keeper', user_id: user.id },
    ]);
  });

  it('marks an unreadable file with its reason', async () => {
    const { token } = await register(server.client);
    // Long enough that the upload sees only its JSON-looking start; the indexer finds the break.
    const broken = Buffer.from(`{"a": "${'x'.repeat(10_000)}", "b": `);
    const file = await uploadFile(server.client, token, 'bad.json', broken);
    expect(file.kind).toBe('json');
    const done = await waitForStatus(token, file.id, (f) => f.status === 'unreadable');
    expect(done.unreadableReason).toBe('corrupt');
  });
});

describe('the indexing queue', () => {
  const server = withTestServer({ indexFiles: false });

  const connectionString = () =>
    (server.database.db.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;

  it(
    'resumes a job whose worker was killed mid-way, and finishes it once',
    { timeout: 120_000 },
    async () => {
      const { token } = await register(server.client);
      const file = await uploadFile(server.client, token, 'story.txt', Buffer.from('A calm sea.'));
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'server/test/indexWorkerChild.ts'],
        {
          cwd: root,
          env: { ...process.env, DATABASE_URL: connectionString() },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`worker never took the job: ${output}`)),
          60_000,
        );
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('TAKEN')) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      });
      const db = server.database.db;
      expect(await db.one(sql`SELECT status FROM files WHERE id = ${file.id}`)).toEqual({
        status: 'indexing',
      });
      // While the killed-to-be worker holds the job, nobody else can take it.
      const other = createIndexer(db, { log: silent });
      expect(await other.runOnce()).toBe(false);
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));

      let taken = false;
      for (let i = 0; i < 100 && !taken; i++) {
        taken = await other.runOnce();
        if (!taken) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(taken).toBe(true);
      expect(
        await db.one(sql`SELECT status, index_attempts FROM files WHERE id = ${file.id}`),
      ).toEqual({ status: 'ready', index_attempts: 2 });
      expect(await db.many(sql`SELECT body FROM file_chunks WHERE file_id = ${file.id}`)).toEqual([
        { body: 'A calm sea.' },
      ]);
      expect(await db.many(sql`SELECT 1 FROM file_jobs WHERE file_id = ${file.id}`)).toEqual([]);
    },
  );

  it('never gives one job to two workers, and does every job', async () => {
    const { token } = await register(server.client);
    const ids = new Set<string>();
    for (let i = 0; i < 12; i++)
      ids.add((await uploadFile(server.client, token, `f${i}.txt`, Buffer.from(`doc ${i}`))).id);
    const pools = [0, 1].map(() =>
      createDatabase({ connectionString: connectionString(), onError: () => undefined }),
    );
    const taken: string[][] = [[], []];
    const workers = pools.map((db, w) =>
      createIndexer(db, {
        log: silent,
        read: async (kind, bytes, progress) => {
          taken[w]!.push(bytes.toString());
          await new Promise((resolve) => setTimeout(resolve, 20));
          return readFileText(kind, bytes, progress);
        },
      }),
    );
    try {
      await Promise.all(
        workers.map(async (worker) => {
          while (await worker.runOnce());
        }),
      );
    } finally {
      await Promise.all(pools.map((db) => db.close()));
    }
    const all = [...taken[0]!, ...taken[1]!];
    expect(all).toHaveLength(12);
    expect(new Set(all).size).toBe(12);
    expect(taken[0]!.length).toBeGreaterThan(0);
    expect(taken[1]!.length).toBeGreaterThan(0);
    const states = await server.database.db.many<{ status: string }>(
      sql`SELECT status FROM files WHERE id = ANY (${[...ids]}::uuid[])`,
    );
    expect(states.every((row) => row.status === 'ready')).toBe(true);
  });

  const fileState = (id: string) =>
    server.database.db.one(
      sql`SELECT status, progress, index_attempts FROM files WHERE id = ${id}`,
    );
  const passagesOf = (id: string) =>
    server.database.db.many(sql`SELECT seq FROM file_chunks WHERE file_id = ${id}`);
  const lexiconOf = (userId: string) =>
    server.database.db.many(sql`SELECT word FROM search_lexicon WHERE user_id = ${userId}`);
  const deleteFile = async (token: string, id: string) =>
    expect(
      (await server.client.call('DELETE', `/api${FILES_PATHS.one(id)}`, { token })).statusCode,
    ).toBe(204);

  it('stops a running job at the next page once its file is deleted, keeping nothing of it', async () => {
    const { token, user } = await register(server.client);
    const pages = ['one', 'two', 'three', 'four'].map((n) => [`Harbour page ${n}`]);
    const file = await uploadFile(server.client, token, 'long.pdf', await pdfWithPages(pages));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let onFirstPage!: () => void;
    const firstPage = new Promise<void>((resolve) => (onFirstPage = resolve));
    const pagesRead: number[] = [];
    const worker = createIndexer(server.database.db, {
      log: silent,
      read: (kind, bytes, progress) =>
        readFileText(kind, bytes, async (done) => {
          pagesRead.push(done);
          if (pagesRead.length === 1) {
            onFirstPage();
            await held;
          }
          await progress(done);
        }),
    });
    const running = worker.runOnce();
    try {
      await firstPage;
      expect(await fileState(file.id)).toMatchObject({ status: 'indexing', index_attempts: 1 });
      await deleteFile(token, file.id);
    } finally {
      release();
    }
    expect(await running).toBe(true);

    expect(pagesRead).toEqual([0.25]);
    expect(await passagesOf(file.id)).toEqual([]);
    expect(await lexiconOf(user.id)).toEqual([]);
    // The cancelled attempt is not counted, and the job waits for an UNDO.
    expect(await fileState(file.id)).toEqual({ status: 'queued', progress: 0, index_attempts: 0 });
    expect(await worker.runOnce()).toBe(false);

    const restored = await server.client.call('POST', `/api${FILES_PATHS.restore(file.id)}`, {
      token,
    });
    expect(restored.statusCode).toBe(200);
    expect(await createIndexer(server.database.db, { log: silent }).runOnce()).toBe(true);
    expect(await fileState(file.id)).toEqual({ status: 'ready', progress: 1, index_attempts: 1 });
    expect(await passagesOf(file.id)).toHaveLength(4);
  });

  it('drops the passages of a file deleted after its text was read, before they are kept', async () => {
    const { token, user } = await register(server.client);
    const file = await uploadFile(server.client, token, 'n.txt', Buffer.from('Quiet lagoon.'));
    const worker = createIndexer(server.database.db, {
      log: silent,
      read: async (kind, bytes, progress) => {
        const extracted = await readFileText(kind, bytes, progress);
        await deleteFile(token, file.id);
        return extracted;
      },
    });
    expect(await worker.runOnce()).toBe(true);
    expect(await passagesOf(file.id)).toEqual([]);
    expect(await lexiconOf(user.id)).toEqual([]);
    expect(await fileState(file.id)).toEqual({ status: 'queued', progress: 0, index_attempts: 0 });
    expect(
      await server.database.db.many(sql`SELECT 1 FROM file_jobs WHERE file_id = ${file.id}`),
    ).toHaveLength(1);
  });

  it(`gives up on a file after ${MAX_INDEX_ATTEMPTS} failed attempts`, async () => {
    const { token } = await register(server.client);
    const file = await uploadFile(server.client, token, 'cursed.txt', Buffer.from('boom'));
    let failures = 0;
    const worker = createIndexer(server.database.db, {
      log: silent,
      read: async (kind, bytes, progress) => {
        if (bytes.toString() === 'boom') throw new Error('extractor bug');
        return readFileText(kind, bytes, progress);
      },
    });
    for (let i = 0; i < 20; i++) {
      try {
        if (!(await worker.runOnce())) break;
      } catch {
        failures++;
      }
    }
    expect(failures).toBe(MAX_INDEX_ATTEMPTS);
    const answer = await server.client.call('GET', `/api${FILES_PATHS.one(file.id)}`, { token });
    expect(expectBody(answer, 200, fileResponseSchema).file).toMatchObject({
      status: 'unreadable',
      unreadableReason: 'corrupt',
    });
  });
});

describe('the typo lexicon', () => {
  const server = withTestServer();

  it('counts the passages holding each word, and forgets the words of a removed file', async () => {
    const { token, user } = await register(server.client);
    const text = 'lighthouse keeper\n\nlighthouse lamp\n\nkeeper';
    const file = await uploadFile(server.client, token, 'l.txt', Buffer.from(text));
    for (let i = 0; i < 100; i++) {
      const row = await server.database.db.maybeOne<{ status: string }>(
        sql`SELECT status FROM files WHERE id = ${file.id} AND status = 'ready'`,
      );
      if (row) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const lexicon = () =>
      server.database.db.many<{ word: string; uses: number }>(
        sql`SELECT word, uses FROM search_lexicon WHERE user_id = ${user.id} ORDER BY word`,
      );
    // One passage holds all three paragraphs: each word counts once.
    expect(await lexicon()).toEqual([
      { word: 'keeper', uses: 1 },
      { word: 'lamp', uses: 1 },
      { word: 'lighthouse', uses: 1 },
    ]);
    await server.database.db.execute(sql`DELETE FROM files WHERE id = ${file.id}`);
    expect(await lexicon()).toEqual([]);
  });
});
