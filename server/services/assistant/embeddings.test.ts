import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/index.ts';
import { startFakeModel } from '../../test/fakeModel.ts';
import { uploadFile, waitUntilIndexed } from '../../test/files.ts';
import { withTestServer } from '../../test/server.ts';
import { register } from '../../test/users.ts';
import { createSearch } from '../search/engine.ts';
import { SEARCH_SOURCES } from '../search/sources.ts';
import { createAssistant } from './assistant.ts';

const model = await startFakeModel();
afterAll(() => model.stop());
const embeddings = { url: model.url, model: 'fake-embed', key: '', timeoutMs: 2000 };
const server = withTestServer({ config: { assistantEmbeddings: embeddings } });
let userId: string;
const scope = { files: 'all', notes: false } as const;

beforeAll(async () => {
  const owner = await register(server.client);
  userId = owner.user.id;
  const ids = [];
  for (const [name, text] of [
    ['car.txt', 'Your car insurance costs 300 euros a year.'],
    ['garden.txt', 'The garden needs water every evening in July.'],
  ] as const)
    ids.push((await uploadFile(server.client, owner.token, name, Buffer.from(text))).id);
  await waitUntilIndexed(server.client, owner.token, ids);
}, 60_000);

const assistant = (withEmbeddings: boolean) => {
  const db = server.database.db;
  return createAssistant(
    db,
    createSearch(db, SEARCH_SOURCES),
    undefined,
    withEmbeddings ? embeddings : undefined,
  );
};

describe('embeddings fused with the text ranking', () => {
  it('stores a unit vector for each passage', async () => {
    const rows = await server.database.db.many<{ length: number }>(sql`
      SELECT sqrt(sum(v * v)) AS length FROM file_chunks, unnest(embedding) AS v
      WHERE user_id = ${userId} GROUP BY id`);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.length).toBeCloseTo(1, 5);
  });

  it('finds by meaning what the words alone miss', async () => {
    const question = { question: 'automobile premium', scope };
    expect((await assistant(false).ask(userId, question)).citations).toEqual([]);
    const found = await assistant(true).ask(userId, question);
    expect(found.citations.map((c) => c.title)).toEqual(['car.txt']);
  });

  it('finds an English file from a question in French', async () => {
    const question = { question: 'Combien coûte l’assurance de ma voiture ?', scope };
    expect((await assistant(false).ask(userId, question)).citations).toEqual([]);
    const found = await assistant(true).ask(userId, question);
    expect(found.citations.map((c) => c.title)).toEqual(['car.txt']);
  });

  it('keeps word matches first and finds nothing for a question about nothing', async () => {
    const found = await assistant(true).ask(userId, { question: 'garden water', scope });
    expect(found.citations[0]!.title).toBe('garden.txt');
    const none = await assistant(true).ask(userId, { question: 'zeppelin quokka', scope });
    expect(none.citations).toEqual([]);
  });

  it('an embeddings endpoint that fails leaves retrieval to the words', async () => {
    const db = server.database.db;
    const broken = createAssistant(db, createSearch(db, SEARCH_SOURCES), undefined, {
      ...embeddings,
      model: 'broken',
    });
    const found = await broken.ask(userId, { question: 'garden water', scope });
    expect(found.citations.map((c) => c.title)).toEqual(['garden.txt']);
  });
});
