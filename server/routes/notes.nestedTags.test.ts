import { beforeAll, expect, it } from 'vitest';
import { NOTES_PATHS } from '@/api/schema';
import { notesTestServer, titles } from '../test/notes.ts';

const { signUp, create, list, call } = notesTestServer();

let token: string;
beforeAll(async () => {
  token = await signUp('nested');
  await create(token, { title: 'Acme kickoff', tags: ['work/clients/acme', 'work/clients/beta'] });
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
