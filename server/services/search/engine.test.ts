import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_PATHS, searchResponseSchema, type SearchHit } from '@/api/schema';
import { sql } from '../../db/index.ts';
import { notesTestServer, paragraphs } from '../../test/notes.ts';

const { server, call, signUp, create, list } = notesTestServer();

interface Case {
  name: string;
  /** Created in this order, so the last is the newest. */
  notes: { title: string; body?: string; pinned?: boolean }[];
  query: string;
  /** Titles in the order the notebook list must give them. */
  expected: string[];
}

type CaseNote = Case['notes'][number];
const note = (title: string, body?: string): CaseNote => ({ title, body });
const groceries = note('Groceries', 'Buy oat milk and saffron threads');

const CASES: Case[] = [
  {
    name: 'a prefix',
    notes: [groceries, note('Other')],
    query: 'saff',
    expected: ['Groceries'],
  },
  { name: 'two prefixes', notes: [groceries], query: 'oat mil', expected: ['Groceries'] },
  {
    name: 'a word typed in capitals',
    notes: [groceries],
    query: 'SAFFRON',
    expected: ['Groceries'],
  },
  { name: 'no accent typed', notes: [note('Pitéu')], query: 'Piteu', expected: ['Pitéu'] },
  {
    name: 'no Romanian diacritics typed',
    notes: [note('Limba', 'Lecții de română')],
    query: 'romana lectii',
    expected: ['Limba'],
  },
  {
    name: 'an accent typed that the text lacks',
    notes: [note('Cafe')],
    query: 'café',
    expected: ['Cafe'],
  },
  { name: 'one typo in a long word', notes: [groceries], query: 'safron', expected: ['Groceries'] },
  { name: 'one typo while typing', notes: [groceries], query: 'safro', expected: ['Groceries'] },
  { name: 'no typo forgiven under five letters', notes: [groceries], query: 'mulk', expected: [] },
  {
    name: 'an exact word above a typo of it',
    notes: [note('Spices', 'saffron'), note('Misspelt', 'safron')],
    query: 'safron',
    expected: ['Misspelt', 'Spices'],
  },
  {
    name: 'a quoted phrase exactly',
    notes: [note('Right', 'oat milk'), note('Wrong', 'milk and oat')],
    query: '"oat milk"',
    expected: ['Right'],
  },
  {
    name: 'a two-character Chinese word inside a sentence',
    notes: [note('购物', '我们去买咖啡和牛奶'), note('晚饭', '咖喱饭')],
    query: '咖啡',
    expected: ['购物'],
  },
  {
    name: 'a title hit above a newer body hit',
    notes: [note('Basil'), note('Recipe', 'fresh basil')],
    query: 'basil',
    expected: ['Basil', 'Recipe'],
  },
  {
    name: 'an exact word above a longer word it starts',
    notes: [note('Catalog'), note('Cat'), note('Catalogue')],
    query: 'cat',
    expected: ['Cat', 'Catalogue', 'Catalog'],
  },
  {
    name: 'a pinned body hit below a title hit',
    notes: [note('Zebra'), { title: 'Pinned', body: 'a zebra', pinned: true }],
    query: 'zebra',
    expected: ['Zebra', 'Pinned'],
  },
  {
    name: 'the newer of two equal hits first',
    notes: [note('Older', 'tomato'), note('Newer', 'tomato')],
    query: 'tomato',
    expected: ['Newer', 'Older'],
  },
  {
    // PostgreSQL reads `3e8a0b1c` as the number 3e8 and the word a0b1c.
    name: 'a hash that starts like a number in scientific notation, whole or typed in part',
    notes: [note('Deploy 3e8a0b1c', 'rolled back 0074e6e5'), note('Other', 'a0b1c before 3e8')],
    query: '3e8a0b1c',
    expected: ['Deploy 3e8a0b1c'],
  },
  {
    name: 'a part of such a hash',
    notes: [note('Rollback', 'at 0074e6e5')],
    query: '0074e6e',
    expected: ['Rollback'],
  },
  { name: 'no match', notes: [groceries], query: 'giraffe', expected: [] },
  { name: 'punctuation alone', notes: [groceries], query: '?!', expected: [] },
];

const marked = (text: string, ranges: SearchHit['titleMatches']) =>
  ranges.map((range) => text.slice(range.start, range.end));

async function search(token: string, q: string) {
  const response = await call(token, { method: 'GET', url: SEARCH_PATHS.search, query: { q } });
  expect(response.statusCode, response.body).toBe(200);
  return searchResponseSchema.parse(response.json());
}

describe('search engine: what a query finds, and in which order', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, testCase) => {
    const token = await signUp('table');
    for (const note of testCase.notes) {
      await create(token, {
        title: note.title,
        pinned: note.pinned ?? false,
        ...paragraphs(note.body ?? ''),
      });
    }
    const page = await list(token, { q: testCase.query });
    expect(page.items.map((note) => note.title)).toEqual(testCase.expected);
    const hits = await search(token, testCase.query);
    expect(hits.notes.map((hit) => hit.title)).toEqual(testCase.expected);
  });
});

describe('search engine: highlights', () => {
  let token: string;
  beforeAll(async () => {
    token = await signUp('marks');
    await create(token, {
      title: 'Oat list',
      ...paragraphs(`${'filler words here '.repeat(12)}Buy oat milk and Saffron threads.`),
    });
  });

  it('marks the matched characters of the title and of a snippet around the match', async () => {
    const page = await list(token, { q: 'oat saff' });
    const [hit] = page.highlights ?? [];
    expect(hit?.id).toBe(page.items[0]?.id);
    expect(marked(hit!.title, hit!.titleMatches)).toEqual(['Oat']);
    expect(hit!.snippet.startsWith('…')).toBe(true);
    expect(marked(hit!.snippet, hit!.snippetMatches)).toEqual(['oat', 'Saffron']);
  });

  it('marks the word a typo meant, and the whole phrase', async () => {
    const typo = (await search(token, 'safron')).notes[0]!;
    expect(marked(typo.snippet, typo.snippetMatches)).toEqual(['Saffron']);
    const phrase = (await search(token, '"milk and"')).notes[0]!;
    expect(marked(phrase.snippet, phrase.snippetMatches)).toEqual(['milk and']);
  });

  it('drops a word from the typo list once no note uses it', async () => {
    const note = await create(token, { title: 'Temporary', ...paragraphs('marmalade') });
    expect((await list(token, { q: 'marmelade' })).items.map((n) => n.id)).toEqual([note.id]);
    const response = await call(token, { method: 'DELETE', url: `/notes/${note.id}` });
    expect(response.statusCode).toBe(204);
    const lexicon = await server.database.db.many(
      sql`SELECT word FROM search_lexicon WHERE word = 'marmalade'`,
    );
    expect(lexicon).toEqual([]);
  });
});
