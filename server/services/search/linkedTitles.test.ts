import { beforeAll, describe, expect, it } from 'vitest';
import { NOTES_PATHS, SEARCH_PATHS, searchResponseSchema } from '@/api/schema';
import { linking } from '../../test/noteLinking.ts';
import { notesTestServer } from '../../test/notes.ts';

const { call, signUp, create, save, list } = notesTestServer();
let token: string;

beforeAll(async () => {
  token = await signUp('linker');
});

/** The titles the header search and the notebook filter find for `q`, which must agree. */
async function found(q: string): Promise<string[]> {
  const response = await call(token, { method: 'GET', url: SEARCH_PATHS.search, query: { q } });
  expect(response.statusCode, response.body).toBe(200);
  const titles = searchResponseSchema.parse(response.json()).notes.map((hit) => hit.title);
  expect((await list(token, { q })).items.map((note) => note.title).sort()).toEqual(
    [...titles].sort(),
  );
  return titles.sort();
}

const post = async (url: string) => {
  const response = await call(token, { method: 'POST', url });
  expect(response.statusCode, response.body).toBe(200);
};

describe('search: a note is found by the titles of the notes it links to', () => {
  it('follows the target through renames, the trash and deletion, and the link itself', async () => {
    let target = await create(token, { title: 'Saffron supplier' });
    let source = await create(token, {
      title: 'Shopping',
      ...linking('ask ', { link: target.id }, ' first'),
    });
    expect(await found('supplier')).toEqual(['Saffron supplier', 'Shopping']);
    // Every clause may match in the body or a linked title: 'ask' is text, 'saff' a linked title.
    expect(await found('ask saff')).toEqual(['Shopping']);

    target = await save(token, target, { title: 'Vanilla vendor' });
    expect(await found('supplier')).toEqual([]);
    expect(await found('vanil')).toEqual(['Shopping', 'Vanilla vendor']);

    await post(NOTES_PATHS.trash(target.id));
    expect(await found('vanil')).toEqual([]);
    await post(NOTES_PATHS.restore(target.id));
    expect(await found('vanil')).toEqual(['Shopping', 'Vanilla vendor']);

    source = await save(token, source, linking('nothing linked'));
    expect(await found('vanil')).toEqual(['Vanilla vendor']);
    await save(token, source, linking({ link: target.id }));
    expect(await found('vanil')).toEqual(['Shopping', 'Vanilla vendor']);

    await post(NOTES_PATHS.trash(target.id));
    const gone = await call(token, { method: 'DELETE', url: NOTES_PATHS.one(target.id) });
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await found('vanil')).toEqual([]);
  });
});
