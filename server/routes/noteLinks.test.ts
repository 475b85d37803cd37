import { beforeAll, describe, expect, it } from 'vitest';
import {
  listBacklinksResponseSchema,
  listNoteLinksResponseSchema,
  NOTE_LINKS,
  NOTE_LINKS_PATHS,
  NOTES_PATHS,
  NOTE_VERSIONS_PATHS,
  listNoteVersionsResponseSchema,
  type Note,
} from '@/api/schema';
import { sql } from '../db/index.ts';
import { linking } from '../test/noteLinking.ts';
import { notesTestServer } from '../test/notes.ts';

const { server, call, signUp, create, save, read } = notesTestServer();
let alice: string;
let bob: string;

beforeAll(async () => {
  alice = await signUp('alice');
  bob = await signUp('bob');
});

const targets = (token: string, note: Note) =>
  read(token, NOTE_LINKS_PATHS.links(note.id), listNoteLinksResponseSchema);
const backlinks = (token: string, note: Note) =>
  read(token, NOTE_LINKS_PATHS.backlinks(note.id), listBacklinksResponseSchema);

describe('note links', () => {
  it('are read from the saved document, by id, so a renamed target keeps its links', async () => {
    const target = await create(alice, { title: 'Trip' });
    const source = await create(alice, {
      title: 'Plans',
      ...linking('Book the ', { link: target.id }, ' hotel'),
    });
    expect(await targets(alice, source)).toEqual({
      items: [{ noteId: target.id, title: 'Trip' }],
      others: [],
      capped: false,
    });
    await save(alice, target, { title: 'Trip to Porto' });
    expect((await targets(alice, source)).items).toEqual([
      { noteId: target.id, title: 'Trip to Porto' },
    ]);
    expect((await backlinks(alice, target)).items).toMatchObject([
      { noteId: source.id, title: 'Plans', before: 'Book the ', after: ' hotel' },
    ]);
  });

  it('follow each save, restore included, and ignore lists a client sends', async () => {
    const target = await create(alice, { title: 'Recipe' });
    let source = await create(alice, { title: 'Menu', ...linking('see ', { link: target.id }) });
    const versions = await read(
      alice,
      NOTE_VERSIONS_PATHS.list(source.id),
      listNoteVersionsResponseSchema,
    );
    const first = versions.items[0]!;
    // A version of its own (editor saves this close would replace the first).
    source = await save(alice, source, { ...linking('nothing linked'), source: 'conflict' });
    expect((await backlinks(alice, target)).items).toEqual([]);
    // A body naming links outright is refused: links come from the document alone.
    const sneaky = await call(alice, {
      method: 'PATCH',
      url: NOTES_PATHS.one(source.id),
      payload: { version: source.version, links: [target.id] },
    });
    expect(sneaky.statusCode).toBe(400);
    const restored = await call(alice, {
      method: 'POST',
      url: NOTE_VERSIONS_PATHS.restore(source.id, first.id),
      payload: { version: source.version },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await backlinks(alice, target)).items.map((item) => item.noteId)).toEqual([source.id]);
  });

  it('show a missing or trashed target as null, and go with the note that holds them', async () => {
    const target = await create(alice, { title: 'Soon gone' });
    const missingId = '00000000-0000-4000-8000-0000000000ee';
    const source = await create(alice, {
      title: 'Index',
      ...linking({ link: target.id }, ' and ', { link: missingId }),
    });
    await call(alice, { method: 'POST', url: NOTES_PATHS.trash(target.id) });
    expect((await targets(alice, source)).items).toEqual(
      [
        { noteId: target.id, title: null },
        { noteId: missingId, title: null },
      ].sort(
        (a, b) =>
          Number(a.title === null) - Number(b.title === null) || a.noteId.localeCompare(b.noteId),
      ),
    );
    await call(alice, { method: 'POST', url: NOTES_PATHS.trash(source.id) });
    const gone = await call(alice, { method: 'DELETE', url: NOTES_PATHS.one(source.id) });
    expect(gone.statusCode, gone.body).toBe(204);
    const left = await server.database.db.many(
      sql`SELECT 1 FROM note_links WHERE source_id = ${source.id}`,
    );
    expect(left).toEqual([]);
  });

  it("are another user's business only: their note answers 404, their links never show", async () => {
    const mine = await create(alice, { title: 'Mine' });
    await create(bob, { title: 'Bob links to it', ...linking({ link: mine.id }) });
    expect((await backlinks(alice, mine)).items).toEqual([]);
    const peek = await call(bob, { method: 'GET', url: NOTE_LINKS_PATHS.backlinks(mine.id) });
    expect(peek.statusCode).toBe(404);
    const peekLinks = await call(bob, { method: 'GET', url: NOTE_LINKS_PATHS.links(mine.id) });
    expect(peekLinks.statusCode).toBe(404);
  });

  it('keep at most NOTE_LINKS.perNote targets of a note with 10,000 links, and say so', async () => {
    const many = Array.from({ length: 10_000 }, (_, n) => ({
      link: `40000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
    }));
    const source = await create(alice, { title: 'Hub', ...linking(...many) });
    const found = await targets(alice, source);
    expect(found.capped).toBe(true);
    expect(found.items).toHaveLength(NOTE_LINKS.perNote);
  });

  it('page backlinks with a cursor and refuse a forged one', async () => {
    const target = await create(alice, { title: 'Popular' });
    for (let n = 0; n < 3; n++)
      await create(alice, { title: `Fan ${n}`, ...linking({ link: target.id }) });
    const first = await call(alice, {
      method: 'GET',
      url: NOTE_LINKS_PATHS.backlinks(target.id),
      query: { limit: '2' },
    });
    const page = listBacklinksResponseSchema.parse(first.json());
    expect(page.items).toHaveLength(2);
    const rest = listBacklinksResponseSchema.parse(
      (
        await call(alice, {
          method: 'GET',
          url: NOTE_LINKS_PATHS.backlinks(target.id),
          query: { limit: '2', cursor: page.nextCursor! },
        })
      ).json(),
    );
    expect(rest.items).toHaveLength(1);
    expect(rest.nextCursor).toBeNull();
    const forged = await call(alice, {
      method: 'GET',
      url: NOTE_LINKS_PATHS.backlinks(target.id),
      query: { cursor: 'forged' },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });
});
