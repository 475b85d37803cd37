import { beforeAll, expect, it } from 'vitest';
import {
  listNoteVersionsResponseSchema,
  NOTE_TAG_PATHS,
  NOTE_VERSIONS_PATHS,
  NOTES_PATHS,
  type ChangeTagResponse,
  type Note,
} from '@/api/schema';
import { notesTestServer, titles } from '../test/notes.ts';

const { signUp, create, list, call, read } = notesTestServer();

let token: string;
let acme: Note;
beforeAll(async () => {
  token = await signUp('nested');
  acme = await create(token, {
    title: 'Acme kickoff',
    tags: ['work/clients/acme', 'work/clients/beta'],
  });
  await create(token, { title: 'Beta invoice', tags: ['work/clients/beta'] });
  await create(token, { title: 'Standup', tags: ['work'] });
  await create(token, { title: 'Workshop', tags: ['workshop'] });
  await create(token, { title: 'Odd', tags: ['a//b'] });
});

it('a tag takes the notes of its nested tags, not of tags that only start alike', async () => {
  const under = async (tag: string) => titles((await list(token, { tag })).items).sort();
  expect(await under('work')).toEqual(['Acme kickoff', 'Beta invoice', 'Standup']);
  expect(await under('work/clients')).toEqual(['Acme kickoff', 'Beta invoice']);
  expect(await under('work/clients/acme')).toEqual(['Acme kickoff']);
  expect(await under('workshop')).toEqual(['Workshop']);
});

it('lists every level with the notes under it, each note once', async () => {
  const response = await call(token, { method: 'GET', url: NOTES_PATHS.tags });
  const counts = Object.fromEntries(
    (response.json() as { items: { tag: string; count: number }[] }).items.map((item) => [
      item.tag,
      item.count,
    ]),
  );
  expect(counts).toEqual({
    a: 1,
    'a//b': 1,
    work: 3,
    'work/clients': 2,
    'work/clients/acme': 1,
    'work/clients/beta': 2,
    workshop: 1,
  });
});

const change = (token_: string, from: string, to: string | null) =>
  call(token_, { method: 'POST', url: NOTE_TAG_PATHS.change, payload: { from, to } });
const tagsOf = async (tag: string) =>
  (await list(token, { tag })).items.map((note) => [note.title, note.tags]);

it('renames a tag with its nested tags, keeps a version, and UNDO puts every note back', async () => {
  const renamed = await change(token, 'work/clients', 'clients');
  expect(renamed.statusCode, renamed.body).toBe(200);
  const { changed, undo } = renamed.json() as ChangeTagResponse;
  expect(changed).toBe(2);
  expect(await tagsOf('clients')).toEqual(
    expect.arrayContaining([
      ['Acme kickoff', ['clients/acme', 'clients/beta']],
      ['Beta invoice', ['clients/beta']],
    ]),
  );
  expect(await tagsOf('work')).toEqual([['Standup', ['work']]]);
  const back = await call(token, {
    method: 'POST',
    url: NOTE_TAG_PATHS.undo,
    payload: { notes: undo },
  });
  expect(back.json()).toEqual({ changed: 2 });
  expect(await tagsOf('clients')).toEqual([]);
  expect((await list(token, { tag: 'work/clients' })).items).toHaveLength(2);
  // The change and its UNDO are versions of their own, told apart from the user's typing.
  const versions = await read(
    token,
    NOTE_VERSIONS_PATHS.list(acme.id),
    listNoteVersionsResponseSchema,
  );
  expect(versions.items.map((version) => version.source)).toEqual(['tag', 'tag', 'editor']);
});

it('deletes a tag from its notes, not the notes, and refuses a tag grown too long', async () => {
  const deleted = await change(token, 'workshop', null);
  expect((deleted.json() as ChangeTagResponse).changed).toBe(1);
  expect(titles((await list(token, {})).items)).toContain('Workshop');
  expect(await tagsOf('workshop')).toEqual([]);

  const long = await change(token, 'work', `w${'x'.repeat(38)}`);
  expect(long.statusCode).toBe(400);
  expect(long.json().error.fields).toEqual({ to: 'too_long' });
  expect((await list(token, { tag: 'work' })).items).toHaveLength(3);
});

it('never changes another account’s notes through UNDO', async () => {
  const other = await signUp('nested_other');
  const theirs = await create(other, { title: 'Theirs', tags: ['private'] });
  const response = await call(token, {
    method: 'POST',
    url: NOTE_TAG_PATHS.undo,
    payload: { notes: [{ id: theirs.id, tags: ['stolen'] }] },
  });
  expect(response.json()).toEqual({ changed: 0 });
  expect((await list(other, { tag: 'private' })).items).toHaveLength(1);
});
