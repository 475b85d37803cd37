import { beforeAll, describe, expect, it } from 'vitest';
import {
  listNoteVersionsResponseSchema,
  NOTE_HISTORY,
  NOTE_VERSIONS_PATHS,
  NOTES_PATHS,
  noteConflictSchema,
  noteResponseSchema,
  noteVersionResponseSchema,
  type Note,
} from '@/api/schema';
import { sql } from '../db/index.ts';
import { createCursors } from '../services/cursors.ts';
import { createNoteVersions, sweepNoteVersions } from '../services/noteVersions.ts';
import { fakeClock } from '../services/scheduler/clock.ts';
import { paragraphs, notesTestServer } from '../test/notes.ts';

const MINUTE = 60_000;
const clock = fakeClock('2026-05-01T09:00:00Z');
const { server, call, signUp, create, save, read } = notesTestServer({ clock });
let alice: string;
let bob: string;

beforeAll(async () => {
  alice = await signUp('alice');
  bob = await signUp('bob');
});

const history = async (token: string, note: Note) =>
  (await read(token, NOTE_VERSIONS_PATHS.list(note.id), listNoteVersionsResponseSchema)).items;

describe('note history: what makes a version', () => {
  it('coalesces editor saves within five minutes of the last editor version', async () => {
    let note = await create(alice, { title: 'draft' });
    clock.advance(MINUTE);
    note = await save(alice, note, { title: 'draft 2' });
    clock.advance(3 * MINUTE);
    note = await save(alice, note, { title: 'draft 3' });
    expect((await history(alice, note)).map((v) => [v.source, v.title])).toEqual([
      ['editor', 'draft 3'],
    ]);
    clock.advance(2 * MINUTE);
    note = await save(alice, note, { title: 'draft 4' });
    expect((await history(alice, note)).map((v) => v.title)).toEqual(['draft 4', 'draft 3']);
  });

  it('keeps every explicit event as its own version and none for a pin', async () => {
    let note = await create(alice, { title: 'a' });
    note = await save(alice, note, { title: 'b', source: 'conflict' });
    note = await save(alice, note, { title: 'c' });
    note = await save(alice, note, { pinned: true });
    expect((await history(alice, note)).map((v) => [v.source, v.title])).toEqual([
      ['editor', 'c'],
      ['conflict', 'b'],
      ['editor', 'a'],
    ]);
  });
});

describe('note history: restore', () => {
  it('restores what a conflict choice overwrote, as a new version, and checks the version', async () => {
    const original = await create(alice, { title: 'mine', ...paragraphs('my words') });
    clock.advance(10 * MINUTE);
    const theirs = await save(alice, original, { title: 'theirs', ...paragraphs('their words') });
    // The other tab's save is stale; the user picks the other side of the conflict.
    const stale = await call(alice, {
      method: 'PATCH',
      url: NOTES_PATHS.one(original.id),
      payload: { version: original.version, title: 'mine again' },
    });
    expect(stale.statusCode).toBe(409);
    const current = noteConflictSchema.parse(stale.json()).current;
    const chosen = await save(alice, current, { title: 'chosen', source: 'conflict' });
    const [, , first] = await history(alice, chosen);
    expect(first).toMatchObject({ title: 'mine', source: 'editor' });

    const old = await call(alice, {
      method: 'POST',
      url: NOTE_VERSIONS_PATHS.restore(chosen.id, first!.id),
      payload: { version: theirs.version },
    });
    expect(old.statusCode).toBe(409);
    expect(noteConflictSchema.parse(old.json()).current.title).toBe('chosen');

    const restored = await call(alice, {
      method: 'POST',
      url: NOTE_VERSIONS_PATHS.restore(chosen.id, first!.id),
      payload: { version: chosen.version },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const note = noteResponseSchema.parse(restored.json()).note;
    expect(note).toMatchObject({ title: 'mine', plainText: 'my words', version: 4 });
    expect((await history(alice, note)).map((v) => v.source)).toEqual([
      'restore',
      'conflict',
      'editor',
      'editor',
    ]);
    const shown = await call(alice, {
      method: 'GET',
      url: NOTE_VERSIONS_PATHS.one(note.id, first!.id),
    });
    expect(noteVersionResponseSchema.parse(shown.json()).version).toMatchObject({
      title: 'mine',
      plainText: 'my words',
      noteId: note.id,
    });
  });
});

describe('note history: ownership and deletion', () => {
  it("answers another user's note and versions as missing", async () => {
    const note = await create(alice, { title: 'private' });
    const [version] = await history(alice, note);
    const urls = [
      ['GET', NOTE_VERSIONS_PATHS.list(note.id)],
      ['GET', NOTE_VERSIONS_PATHS.one(note.id, version!.id)],
      ['POST', NOTE_VERSIONS_PATHS.restore(note.id, version!.id)],
    ] as const;
    for (const [method, url] of urls) {
      const response = await call(bob, { method, url, payload: { version: 1 } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
    // Bob's own note with Alice's version id is still not Alice's version.
    const his = await create(bob, { title: 'his' });
    const crossed = await call(bob, {
      method: 'GET',
      url: NOTE_VERSIONS_PATHS.one(his.id, version!.id),
    });
    expect(crossed.statusCode).toBe(404);
  });

  it('deletes the history with the note', async () => {
    const note = await create(alice, { title: 'gone' });
    await save(alice, note, { title: 'gone 2', source: 'conflict' });
    const deleted = await call(alice, { method: 'DELETE', url: NOTES_PATHS.one(note.id) });
    expect(deleted.statusCode).toBe(204);
    const left = await server.database.db.one<{ n: string }>(
      sql`SELECT count(*) AS n FROM note_versions WHERE note_id = ${note.id}`,
    );
    expect(Number(left.n)).toBe(0);
  });
});

describe('note history: retention', () => {
  it('keeps every version of the last 30 days and one a day before, over 10,000 saves', async () => {
    const db = server.database.db;
    const note = await create(alice, { title: 'long lived' });
    await db.execute(sql`DELETE FROM note_versions WHERE note_id = ${note.id}`);
    const userId = (
      await db.one<{ user_id: string }>(sql`SELECT user_id FROM notes WHERE id = ${note.id}`)
    ).user_id;
    const versions = createNoteVersions(createCursors(Buffer.alloc(32)));
    const start = Date.parse('2026-01-01T00:00:00Z');
    const HOUR = 60 * MINUTE;
    // One editor save an hour (never coalesced), for 10,000 hours (about 417 days); committed a
    // thousand at a time, since how often a commit happens changes nothing the rules keep.
    for (let batch = 0; batch < 10; batch++) {
      await db.transaction(async (tx) => {
        for (let i = batch * 1_000; i < (batch + 1) * 1_000; i++) {
          const now = new Date(start + i * HOUR);
          await versions.record(tx, userId, { ...note, title: `save ${i}` }, 'editor', now);
        }
      });
    }
    // The last save is hour 9999: hours 9279..9999 are within 30 days (721 versions), and hours
    // 0..9278 fall on UTC days 0..386, one version each (387).
    const count = async () =>
      Number(
        (
          await db.one<{ n: string }>(
            sql`SELECT count(*) AS n FROM note_versions WHERE note_id = ${note.id}`,
          )
        ).n,
      );
    expect(await count()).toBe(721 + 387);
    const oldest = await db.one<{ title: string }>(
      sql`SELECT title FROM note_versions WHERE note_id = ${note.id} ORDER BY saved_at LIMIT 1`,
    );
    expect(oldest.title).toBe('save 23');
    // A year later with no saves, the daily sweep thins the rest to one a day.
    await sweepNoteVersions(db, new Date(start + 20_000 * HOUR));
    expect(await count()).toBe(Math.floor(9_999 / 24) + 1);
  }, 600_000);

  it('keeps at most the per-user cap, the newest, when the daily sweep runs', async () => {
    const db = server.database.db;
    const token = await signUp('prolific');
    const note = await create(token, { title: 'busy' });
    const now = new Date('2026-05-01T12:00:00Z');
    // Cap + 2 versions a second apart, all recent, so only the cap can remove them.
    await db.execute(sql`
      INSERT INTO note_versions
        (note_id, user_id, title, content, plain_text, tags, color, source, window_start, saved_at)
      SELECT id, user_id, 'v' || i, content, '', '{}', 'default', 'conflict',
        ${now}::timestamptz - make_interval(secs => ${NOTE_HISTORY.perUserCap + 2} - i),
        ${now}::timestamptz - make_interval(secs => ${NOTE_HISTORY.perUserCap + 2} - i)
      FROM notes, generate_series(1, ${NOTE_HISTORY.perUserCap + 2}) AS i
      WHERE id = ${note.id}`);
    await sweepNoteVersions(db, now);
    const items = await history(token, note);
    const left = await db.one<{ n: string }>(
      sql`SELECT count(*) AS n FROM note_versions WHERE note_id = ${note.id}`,
    );
    expect(Number(left.n)).toBe(NOTE_HISTORY.perUserCap);
    expect(items[0]?.title).toBe(`v${NOTE_HISTORY.perUserCap + 2}`);
    // Alice's history is another user's and untouched by Prolific's cap.
    const aliceNote = await create(alice, { title: 'kept' });
    await sweepNoteVersions(db, now);
    expect(await history(alice, aliceNote)).toHaveLength(1);
  });
});
