import { beforeAll, describe, expect, it } from 'vitest';
import { NOTE_LIMITS, NOTES_PATHS, noteConflictSchema, noteResponseSchema } from '@/api/schema';
import { paragraphs, titles, notesTestServer, type NotesCall } from '../test/notes.ts';
import { expectRefusal } from '../test/client.ts';

const { call, signUp, create, list } = notesTestServer();
let alice: string;
let bob: string;

beforeAll(async () => {
  alice = await signUp('alice');
  bob = await signUp('bob');
});

describe('notes: create, get, list', () => {
  it('creates with defaults, lowercases and de-duplicates tags, and reads it back', async () => {
    const note = await create(alice, { title: '  Shopping  ', tags: ['Home', 'home', 'Food'] });
    expect(note).toMatchObject({
      title: 'Shopping',
      tags: ['home', 'food'],
      color: 'default',
      pinned: false,
      archived: false,
      trashedAt: null,
      version: 1,
    });
    const got = await call(alice, { method: 'GET', url: NOTES_PATHS.one(note.id) });
    expect(noteResponseSchema.parse(got.json()).note).toEqual(note);
  });

  it('needs a session', async () => {
    const response = await call(undefined, { method: 'GET', url: NOTES_PATHS.list });
    expectRefusal(response, 401, { code: 'unauthorized' });
  });

  it('pages with a cursor, pinned first then newest, without repeats or gaps', async () => {
    const token = await signUp('pager');
    for (let i = 1; i <= 7; i++) await create(token, { title: `n${i}`, pinned: i === 2 });
    const first = await list(token, { limit: '3' });
    expect(titles(first.items)).toEqual(['n2', 'n7', 'n6']);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(token, { limit: '3', cursor: first.nextCursor! });
    expect(titles(second.items)).toEqual(['n5', 'n4', 'n3']);
    const third = await list(token, { limit: '3', cursor: second.nextCursor! });
    expect(titles(third.items)).toEqual(['n1']);
    expect(third.nextCursor).toBeNull();
  });

  it('refuses a cursor it did not make and a limit out of range', async () => {
    const bad = await call(alice, {
      method: 'GET',
      url: NOTES_PATHS.list,
      query: { cursor: 'nonsense' },
    });
    expectRefusal(bad, 400, { code: 'validation_failed', fields: { cursor: 'invalid' } });
    const limit = await call(alice, {
      method: 'GET',
      url: NOTES_PATHS.list,
      query: { limit: '1000' },
    });
    expectRefusal(limit, 400, { fields: { limit: 'too_long' } });
  });
});

describe('notes: update and conflicts', () => {
  it('applies a change at the current version and bumps it', async () => {
    const note = await create(alice, { title: 'v1' });
    const response = await call(alice, {
      method: 'PATCH',
      url: NOTES_PATHS.one(note.id),
      payload: { version: 1, title: 'v2', color: 'teal', pinned: true, ...paragraphs('new body') },
    });
    expect(response.statusCode).toBe(200);
    const updated = noteResponseSchema.parse(response.json()).note;
    expect(updated).toMatchObject({
      title: 'v2',
      color: 'teal',
      pinned: true,
      plainText: 'new body',
      version: 2,
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(note.updatedAt));
  });

  it('a stale version gets 409 with the current note, and nothing changes', async () => {
    const note = await create(alice, { title: 'original' });
    await call(alice, {
      method: 'PATCH',
      url: NOTES_PATHS.one(note.id),
      payload: { version: 1, title: 'from phone' },
    });
    const stale = await call(alice, {
      method: 'PATCH',
      url: NOTES_PATHS.one(note.id),
      payload: { version: 1, title: 'from laptop' },
    });
    expect(stale.statusCode).toBe(409);
    const body = noteConflictSchema.parse(stale.json());
    expect(body.error.code).toBe('conflict');
    expect(body.current).toMatchObject({ title: 'from phone', version: 2 });
  });

  it('malformed bodies: unknown field, wrong types, bad colour, javascript: link, not JSON', async () => {
    const note = await create(alice, { title: 'target' });
    const patch = (payload: unknown, headers: Record<string, string> = {}) =>
      call(alice, {
        method: 'PATCH',
        url: NOTES_PATHS.one(note.id),
        payload: payload as string,
        headers,
      });
    const cases: [unknown, string][] = [
      [{ title: 'no version' }, 'version'],
      [{ version: 1, owner: 'me' }, '_'],
      [{ version: 'one' }, 'version'],
      // Past PostgreSQL's integer: a field error, not a database error.
      [{ version: 2147483648 }, 'version'],
      [{ version: 1, color: 'chartreuse' }, 'color'],
      [{ version: 1, tags: 'work' }, 'tags'],
      [{ version: 1, title: 'x'.repeat(NOTE_LIMITS.title + 1) }, 'title'],
      [{ version: 1, content: { type: 'paragraph' } }, 'content.type'],
    ];
    for (const [payload, field] of cases) {
      const response = await patch(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
      if (field !== '_') expect(Object.keys(response.json().error.fields)).toContain(field);
    }
    const link = await patch({
      version: 1,
      content: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'x',
                marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
              },
            ],
          },
        ],
      },
    });
    expect(link.statusCode).toBe(400);
    const notJson = await patch('{"version":', { 'content-type': 'application/json' });
    expect(notJson.statusCode).toBe(400);
    expect(
      (await call(alice, { method: 'GET', url: NOTES_PATHS.one('not-a-uuid') })).statusCode,
    ).toBe(400);
  });
});

describe('notes: size limits', () => {
  const sized = (bytes: number) => {
    // The doc wrapper around the text takes a fixed number of bytes; the text fills the rest.
    const wrapper = JSON.stringify({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: '' }] }],
    });
    const text = 'a'.repeat(bytes - wrapper.length);
    return {
      content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
      plainText: text,
    };
  };

  it('accepts a 1 MB note', async () => {
    const note = await create(alice, { title: 'big', ...sized(NOTE_LIMITS.contentBytes) });
    expect(note.plainText.length).toBeGreaterThan(1_000_000);
  });

  it('refuses one byte more with 413, on create and on update', async () => {
    const over = await call(alice, {
      method: 'POST',
      url: NOTES_PATHS.list,
      payload: sized(NOTE_LIMITS.contentBytes + 1),
    });
    expectRefusal(over, 413, { code: 'payload_too_large' });
    const note = await create(alice, { title: 'small' });
    const update = await call(alice, {
      method: 'PATCH',
      url: NOTES_PATHS.one(note.id),
      payload: { version: 1, ...sized(NOTE_LIMITS.contentBytes + 1) },
    });
    expect(update.statusCode).toBe(413);
  });

  it('refuses a request body over the request limit with 413 before reading it', async () => {
    const response = await call(alice, {
      method: 'POST',
      url: NOTES_PATHS.list,
      payload: JSON.stringify({ title: 'huge', plainText: 'a'.repeat(NOTE_LIMITS.requestBytes) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('notes: archive, trash, restore, delete forever', () => {
  it('moves a note through every state and back', async () => {
    const note = await create(alice, { title: 'lifecycle' });
    const step = async (url: string) => {
      const response = await call(alice, { method: 'POST', url });
      expect(response.statusCode).toBe(200);
      return noteResponseSchema.parse(response.json()).note;
    };
    expect(await step(NOTES_PATHS.archive(note.id))).toMatchObject({ archived: true, version: 2 });
    expect(await step(NOTES_PATHS.unarchive(note.id))).toMatchObject({
      archived: false,
      version: 3,
    });
    const trashed = await step(NOTES_PATHS.trash(note.id));
    expect(trashed.trashedAt).not.toBeNull();
    expect(await step(NOTES_PATHS.restore(note.id))).toMatchObject({ trashedAt: null });
    const deleted = await call(alice, { method: 'DELETE', url: NOTES_PATHS.one(note.id) });
    expect(deleted.statusCode).toBe(204);
    expect((await call(alice, { method: 'GET', url: NOTES_PATHS.one(note.id) })).statusCode).toBe(
      404,
    );
    expect(
      (await call(alice, { method: 'DELETE', url: NOTES_PATHS.one(note.id) })).statusCode,
    ).toBe(404);
  });
});

describe('notes: UNDO of an archive', () => {
  const post = async (token: string, url: string) => {
    const response = await call(token, { method: 'POST', url });
    expect(response.statusCode, response.body).toBe(200);
    return noteResponseSchema.parse(response.json()).note;
  };

  it('puts the note back where it was in recent, with a new version', async () => {
    const token = await signUp('undo');
    const older = await create(token, { title: 'older' });
    await create(token, { title: 'newer' });
    const archived = await post(token, NOTES_PATHS.archive(older.id));
    expect(Date.parse(archived.updatedAt)).toBeGreaterThanOrEqual(Date.parse(older.updatedAt));
    const restored = await post(token, NOTES_PATHS.unarchive(older.id));
    expect(restored).toMatchObject({ archived: false, updatedAt: older.updatedAt, version: 3 });
    expect(titles((await list(token)).items)).toEqual(['newer', 'older']);
    // Versions still count every change: an editor holding the pre-archive version gets 409.
    const stale = await call(token, {
      method: 'PATCH',
      url: NOTES_PATHS.one(older.id),
      payload: { version: older.version, title: 'stale edit' },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('a note edited while archived comes back as recently changed', async () => {
    const token = await signUp('undo-edit');
    const note = await create(token, { title: 'draft' });
    await create(token, { title: 'other' });
    const archived = await post(token, NOTES_PATHS.archive(note.id));
    const edited = await call(token, {
      method: 'PATCH',
      url: NOTES_PATHS.one(note.id),
      payload: { version: archived.version, title: 'edited in the archive' },
    });
    expect(edited.statusCode).toBe(200);
    const editedAt = noteResponseSchema.parse(edited.json()).note.updatedAt;
    const restored = await post(token, NOTES_PATHS.unarchive(note.id));
    expect(Date.parse(restored.updatedAt)).toBeGreaterThanOrEqual(Date.parse(editedAt));
    expect(titles((await list(token)).items)[0]).toBe('edited in the archive');
  });
});

describe('notes: ownership', () => {
  it("another user's note is 404 on every route, never 403, and is left untouched", async () => {
    const note = await create(alice, { title: 'private', ...paragraphs('secret words') });
    const requests: NotesCall[] = [
      { method: 'GET', url: NOTES_PATHS.one(note.id) },
      {
        method: 'PATCH',
        url: NOTES_PATHS.one(note.id),
        payload: { version: 1, title: 'mine now' },
      },
      { method: 'DELETE', url: NOTES_PATHS.one(note.id) },
      { method: 'POST', url: NOTES_PATHS.archive(note.id) },
      { method: 'POST', url: NOTES_PATHS.unarchive(note.id) },
      { method: 'POST', url: NOTES_PATHS.trash(note.id) },
      { method: 'POST', url: NOTES_PATHS.restore(note.id) },
    ];
    for (const request of requests) {
      const response = await call(bob, request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(response.body).not.toContain('secret');
    }
    expect((await list(bob, { q: 'secret' })).items).toEqual([]);
    const still = await call(alice, { method: 'GET', url: NOTES_PATHS.one(note.id) });
    expect(noteResponseSchema.parse(still.json()).note).toEqual(note);
  });
});
