import { beforeAll, describe, expect, it } from 'vitest';
import { NOTES_PATHS, SEARCH_PATHS, searchResponseSchema } from '@/api/schema';
import { paragraphs, titles, notesTestServer } from '../test/notes.ts';
import { expectRefusal } from '../test/client.ts';

const { call, signUp, create, list } = notesTestServer();
let alice: string;

beforeAll(async () => {
  alice = await signUp('alice');
});

describe('notes: filters and search', () => {
  let token: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    token = await signUp('filters');
    const make = async (title: string, body: Record<string, unknown> = {}) =>
      (await create(token, { title, ...body })).id;
    ids = {
      plain: await make('Plain', paragraphs('Nothing special here')),
      pinned: await make('Pinned', { pinned: true, tags: ['work'] }),
      tagged: await make('Tagged', { tags: ['work', 'ideas'], ...paragraphs('a zebra crossing') }),
      archived: await make('Archived', { tags: ['work'] }),
      trashed: await make('Trashed', paragraphs('zebra in the trash')),
      ranked: await make('Zebra zebra', paragraphs('zebra stripes everywhere')),
    };
    await call(token, { method: 'POST', url: NOTES_PATHS.archive(ids.archived!) });
    await call(token, { method: 'POST', url: NOTES_PATHS.trash(ids.trashed!) });
  });

  it('all: live notes only', async () => {
    expect(titles((await list(token)).items).sort()).toEqual([
      'Pinned',
      'Plain',
      'Tagged',
      'Zebra zebra',
    ]);
  });

  it('pinned, archived and trashed', async () => {
    expect(titles((await list(token, { pinned: 'true' })).items)).toEqual(['Pinned']);
    expect(titles((await list(token, { archived: 'true' })).items)).toEqual(['Archived']);
    expect(titles((await list(token, { trashed: 'true' })).items)).toEqual(['Trashed']);
  });

  it('tag, alone and with archived', async () => {
    expect(titles((await list(token, { tag: 'work' })).items).sort()).toEqual(['Pinned', 'Tagged']);
    expect(titles((await list(token, { tag: 'WORK', archived: 'true' })).items)).toEqual([
      'Archived',
    ]);
  });

  it('full-text search over title and body, best match first, trash excluded', async () => {
    const found = await list(token, { q: 'zebra' });
    expect(titles(found.items)).toEqual(['Zebra zebra', 'Tagged']);
    expect(titles((await list(token, { q: 'zebra', trashed: 'true' })).items)).toEqual(['Trashed']);
    expect((await list(token, { q: 'giraffe' })).items).toEqual([]);
    // websearch syntax: a quoted phrase and an exclusion.
    expect(titles((await list(token, { q: '"zebra crossing"' })).items)).toEqual(['Tagged']);
    expect(titles((await list(token, { q: 'zebra -stripes' })).items)).toEqual(['Tagged']);
  });

  it('search pages with its own cursor', async () => {
    const first = await list(token, { q: 'zebra', limit: '1' });
    expect(titles(first.items)).toEqual(['Zebra zebra']);
    const second = await list(token, { q: 'zebra', limit: '1', cursor: first.nextCursor! });
    expect(titles(second.items)).toEqual(['Tagged']);
    expect(second.nextCursor).toBeNull();
  });

  it('tags of live notes with counts', async () => {
    const response = await call(token, { method: 'GET', url: NOTES_PATHS.tags });
    expect(response.json()).toEqual({
      items: [
        { tag: 'ideas', count: 1 },
        { tag: 'work', count: 2 },
      ],
    });
  });

  it('malformed flags are refused', async () => {
    const response = await call(token, {
      method: 'GET',
      url: NOTES_PATHS.list,
      query: { pinned: 'maybe' },
    });
    expectRefusal(response, 400, {
      code: 'validation_failed',
      fields: { pinned: expect.any(String) },
    });
  });
});

describe('global search (header)', () => {
  it('finds your live notes by a body word with a plain-text snippet; events and files are empty', async () => {
    const token = await signUp('searcher');
    const note = await create(token, {
      title: 'Trip',
      ...paragraphs('Pack the <b>telescope</b> and maps'),
    });
    const gone = await create(token, { title: 'Old', ...paragraphs('telescope manual') });
    await call(token, { method: 'POST', url: NOTES_PATHS.trash(gone.id) });
    await create(alice, { title: 'Alice', ...paragraphs('telescope of alice') });
    const response = await call(token, {
      method: 'GET',
      url: SEARCH_PATHS.search,
      query: { q: 'telescope' },
    });
    expect(response.statusCode).toBe(200);
    const body = searchResponseSchema.parse(response.json());
    expect(body.notes.map((hit) => hit.id)).toEqual([note.id]);
    expect(body.notes[0]?.snippet).toContain('telescope');
    expect(body.events).toEqual([]);
    expect(body.files).toEqual([]);
  });

  it('an empty query is refused and a signed-out call is 401', async () => {
    expect(
      (await call(alice, { method: 'GET', url: SEARCH_PATHS.search, query: { q: ' ' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(undefined, { method: 'GET', url: SEARCH_PATHS.search, query: { q: 'x' } }))
        .statusCode,
    ).toBe(401);
  });
});
