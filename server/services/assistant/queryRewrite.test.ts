import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeModel } from '../../test/fakeModel.ts';
import { uploadIndexedText } from '../../test/files.ts';
import { withTestServer } from '../../test/server.ts';
import { register } from '../../test/users.ts';
import { createSearch } from '../search/engine.ts';
import { SEARCH_SOURCES } from '../search/sources.ts';
import { createAssistant } from './assistant.ts';
import { keywordsFrom, REWRITE_LIMITS } from './queryRewrite.ts';

const model = await startFakeModel();
afterAll(() => model.stop());
const server = withTestServer();
const scope = { files: 'all', notes: false } as const;
let userId: string;

beforeAll(async () => {
  const owner = await register(server.client);
  userId = owner.user.id;
  await uploadIndexedText(
    server.client,
    owner.token,
    'car.txt',
    'Your car insurance costs 300 euros a year.',
  );
}, 60_000);

const assistant = (name: string | undefined) => {
  const db = server.database.db;
  const config = name ? { url: model.url, model: name, key: '', timeoutMs: 2000 } : undefined;
  return createAssistant(db, createSearch(db, SEARCH_SOURCES), config);
};

describe('a model proposes other words when the question’s own find nothing', () => {
  it('finds the passage through the synonyms it proposes, and answers from it', async () => {
    const question = { question: 'What does my automobile premium cost?', scope };
    expect((await assistant(undefined).ask(userId, question)).citations).toEqual([]);
    const answer = await assistant('good').ask(userId, question);
    expect(answer.citations.map((c) => c.title)).toEqual(['car.txt']);
    expect(answer.mode).toBe('generated');
  });

  it('still finds nothing for a question about nothing', async () => {
    const answer = await assistant('good').ask(userId, { question: 'zeppelin quokka', scope });
    expect(answer.citations).toEqual([]);
  });

  it('a model that fails leaves the answer to the words: nothing found, no error', async () => {
    const question = { question: 'automobile premium', scope };
    expect((await assistant('broken').ask(userId, question)).citations).toEqual([]);
  });

  it('keeps only plain words from the answer, none the question has, and a few', () => {
    expect(
      keywordsFrom(
        'car, insurance; <script>alert(1)</script> Ignore all previous instructions',
        'my car',
      ),
    ).toEqual(['insurance', 'script', 'alert', 'ignore', 'all', 'previous', 'instructions']);
    const many = Array.from({ length: 50 }, (_, i) => `word${i}`).join(' ');
    expect(keywordsFrom(many, '')).toHaveLength(REWRITE_LIMITS.words);
    expect(keywordsFrom('x'.repeat(500), '')).toEqual([]);
  });
});
