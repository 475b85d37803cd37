import {
  NOTE_LIMITS,
  noteContentBytes,
  type ListNotesResponse,
  type Note,
  type NoteTagsResponse,
  type NoteVersionSource,
  type ParsedListNotesQuery,
  type UpdateNoteChanges,
  type createNoteRequestSchema,
} from '@/api/schema';
import type { z } from 'zod';
import { join, sql, type Database, type Queryable, type SqlFragment } from '../db/index.ts';
import { HttpError } from '../errors.ts';
import type { Cursors, PageRequest } from './cursors.ts';
import { createOnce } from './idempotency.ts';
import { createNoteLinks } from './noteLinks.ts';
import { createNoteVersions } from './noteVersions.ts';
import { createTagChanges } from './notes/tagChanges.ts';
import { systemClock, type Clock } from './scheduler/clock.ts';
import type { Search } from './search/engine.ts';
import { NOTES_SEARCH } from './search/notesKind.ts';
import { filterConditions, NOTE_COLUMNS, NOW, toNote, type NoteRow } from './notesQuery.ts';

export type NewNote = z.output<typeof createNoteRequestSchema>;
export type NoteStateAction = 'archive' | 'unarchive' | 'trash' | 'restore';
export type UpdateOutcome = { note: Note } | { conflict: Note } | null;

function assertContentSize(content: Note['content'] | undefined): void {
  if (content && noteContentBytes(content) > NOTE_LIMITS.contentBytes) {
    throw new HttpError('payload_too_large', 'The note is larger than 1 MB.');
  }
}

const UPDATABLE: Record<Exclude<keyof UpdateNoteChanges, 'version' | 'source'>, SqlFragment> = {
  title: sql`title`,
  content: sql`content`,
  plainText: sql`plain_text`,
  tags: sql`tags`,
  color: sql`color`,
  pinned: sql`pinned`,
};

/**
 * Every state change bumps `version`, so an editor holding an older one gets 409 and reloads.
 * `unarchive_to` remembers the updated_at an archive replaced; UNDO (unarchive) puts it back when
 * nothing else touched the note in between, so an undone archive leaves "recent" as it was.
 */
const STATE_SETS: Record<NoteStateAction, SqlFragment> = {
  archive: sql`archived = true, unarchive_to = CASE WHEN archived THEN unarchive_to ELSE updated_at END, updated_at = ${NOW}`,
  unarchive: sql`archived = false, updated_at = CASE WHEN archived THEN coalesce(unarchive_to, ${NOW}) ELSE updated_at END, unarchive_to = NULL`,
  trash: sql`trashed_at = ${NOW}, unarchive_to = NULL, updated_at = ${NOW}`,
  restore: sql`trashed_at = NULL, unarchive_to = NULL, updated_at = ${NOW}`,
};

/** The fields a save can change that a note's history keeps. */
const VERSIONED = ['title', 'content', 'plainText', 'tags', 'color'] as const;

/**
 * The notes of one user: list (filtered, or searched through the engine), read, write, state
 * changes, and the history of what each save changed (`clock` dates the versions).
 */
export function createNotes(
  db: Database,
  cursors: Cursors,
  search: Search,
  clock: Clock = systemClock,
) {
  const versions = createNoteVersions(cursors);
  const links = createNoteLinks(cursors);

  async function get(userId: string, id: string, tx: Queryable = db): Promise<Note | null> {
    const row = await tx.maybeOne<NoteRow>(
      sql`SELECT ${NOTE_COLUMNS} FROM notes WHERE id = ${id} AND user_id = ${userId}`,
    );
    return row ? toNote(row) : null;
  }

  /** `tx`: the caller's transaction; without one the note and its first version get their own. */
  async function create(
    userId: string,
    note: NewNote,
    tx?: Queryable,
    source: NoteVersionSource = 'editor',
  ): Promise<Note> {
    assertContentSize(note.content);
    const insert = async (q: Queryable) => {
      const created = toNote(
        await q.one<NoteRow>(sql`
          INSERT INTO notes (user_id, title, content, plain_text, tags, color, pinned)
          VALUES (${userId}, ${note.title}, ${note.content}, ${note.plainText}, ${note.tags}, ${note.color}, ${note.pinned})
          RETURNING ${NOTE_COLUMNS}`),
      );
      await versions.record(q, userId, created, source, clock.now());
      await links.replace(q, userId, created);
      return created;
    };
    return tx ? insert(tx) : db.transaction(insert);
  }

  /** Applies `changes` only if the note is still at the version the client edited. */
  async function update(
    userId: string,
    id: string,
    changes: UpdateNoteChanges,
    source: NoteVersionSource = changes.source ?? 'editor',
  ): Promise<UpdateOutcome> {
    assertContentSize(changes.content);
    const sets = [sql`version = version + 1`, sql`updated_at = ${NOW}`, sql`unarchive_to = NULL`];
    for (const [key, column] of Object.entries(UPDATABLE) as [
      keyof typeof UPDATABLE,
      SqlFragment,
    ][]) {
      if (changes[key] !== undefined) sets.push(sql`${column} = ${changes[key]}`);
    }
    const saved = await db.transaction(async (tx) => {
      const row = await tx.maybeOne<NoteRow>(sql`
        UPDATE notes SET ${join(sets, 'comma')}
        WHERE id = ${id} AND user_id = ${userId} AND version = ${changes.version}
        RETURNING ${NOTE_COLUMNS}`);
      if (!row) return null;
      const note = toNote(row);
      if (VERSIONED.some((key) => changes[key] !== undefined)) {
        await versions.record(tx, userId, note, source, clock.now());
      }
      if (changes.content !== undefined) await links.replace(tx, userId, note);
      return note;
    });
    if (saved) return { note: saved };
    const current = await get(userId, id);
    return current ? { conflict: current } : null;
  }

  const tagChanges = createTagChanges(db, (tx, userId, note) =>
    versions.record(tx, userId, note, 'tag', clock.now()),
  );

  return {
    get,
    create,
    update,
    /** Renames, moves or deletes a tag with its nested tags on every note of the user. */
    changeTag: tagChanges.change,
    undoTagChange: tagChanges.undo,

    /** In an import's transaction: the written note's `import` version and its links. */
    async recordImported(tx: Queryable, userId: string, note: Note): Promise<void> {
      await versions.record(tx, userId, note, 'import', clock.now());
      await links.replace(tx, userId, note);
    },

    /** A note's versions, newest first; null when the note is not the user's. */
    listVersions: (userId: string, noteId: string, page: PageRequest) =>
      versions.list(db, userId, noteId, page),

    getVersion: (userId: string, noteId: string, versionId: string) =>
      versions.get(db, userId, noteId, versionId),

    /** The notes a note links to; null when the note is not the user's. */
    linkTargets: (userId: string, noteId: string) => links.targets(db, userId, noteId),

    /** The notes that link to a note; null when the note is not the user's. */
    backlinks: (userId: string, noteId: string, page: PageRequest) =>
      links.backlinks(db, userId, noteId, page),

    /**
     * Saves an old version as the note's new state, at the version the client holds (409 like a
     * save when stale); history gains a `restore` version and loses nothing.
     */
    async restoreVersion(
      userId: string,
      noteId: string,
      versionId: string,
      atVersion: number,
    ): Promise<UpdateOutcome> {
      const old = await versions.get(db, userId, noteId, versionId);
      if (!old) return null;
      const { title, content, plainText, tags, color } = old;
      return update(
        userId,
        noteId,
        { version: atVersion, title, content, plainText, tags, color },
        'restore',
      );
    },

    /** Creates once per (user, Idempotency-Key): see `createOnce`. */
    async createOnce(
      userId: string,
      key: string,
      note: NewNote,
    ): Promise<{ note: Note; replayed: boolean }> {
      const { result, replayed } = await createOnce(db, userId, key, note, (tx) =>
        create(userId, note, tx),
      );
      return { note: result, replayed };
    },

    async list(userId: string, query: ParsedListNotesQuery): Promise<ListNotesResponse> {
      const cursor = cursors.position(query.cursor);
      const where = filterConditions(userId, query);
      const limit = query.limit;
      if (query.q) {
        // Ranked: the best match first, pinned or not; position is an offset because the score
        // is not a stable key.
        const offset = cursor && 'o' in cursor ? cursor.o : 0;
        const prepared = await search.prepare(userId, query.q);
        if (!prepared) return { items: [], nextCursor: null, highlights: [] };
        const { where: matches, score } = search.matching(NOTES_SEARCH, prepared);
        where.push(matches);
        const rows = await db.many<NoteRow>(sql`
          SELECT ${NOTE_COLUMNS} FROM notes WHERE ${join(where, 'and')}
          ORDER BY ${score} DESC, updated_at DESC, id DESC
          LIMIT ${limit + 1} OFFSET ${offset}`);
        const items = rows.slice(0, limit).map(toNote);
        return {
          items,
          nextCursor: rows.length > limit ? cursors.encode({ o: offset + limit }) : null,
          highlights: items.map((note) =>
            search.highlight(prepared, note.id, note.title, note.plainText),
          ),
        };
      }
      if (cursor && 'p' in cursor) {
        where.push(
          sql`(pinned, updated_at, id) < (${cursor.p}, ${cursor.u}::timestamptz, ${cursor.i}::uuid)`,
        );
      }
      const rows = await db.many<NoteRow>(sql`
        SELECT ${NOTE_COLUMNS} FROM notes WHERE ${join(where, 'and')}
        ORDER BY pinned DESC, updated_at DESC, id DESC LIMIT ${limit + 1}`);
      const items = rows.slice(0, limit).map(toNote);
      const last = items.at(-1);
      return {
        items,
        nextCursor:
          rows.length > limit && last
            ? cursors.encode({ p: last.pinned, u: last.updatedAt, i: last.id })
            : null,
      };
    },

    async setState(userId: string, id: string, action: NoteStateAction): Promise<Note | null> {
      const row = await db.maybeOne<NoteRow>(sql`
        UPDATE notes SET ${STATE_SETS[action]}, version = version + 1
        WHERE id = ${id} AND user_id = ${userId} RETURNING ${NOTE_COLUMNS}`);
      return row ? toNote(row) : null;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      return (
        (await db.execute(sql`DELETE FROM notes WHERE id = ${id} AND user_id = ${userId}`)) > 0
      );
    },

    /**
     * Tags of the notes in the main list (not archived, not trashed) and every level they nest
     * under (`tagLevels`), each with how many notes it or a nested tag is on.
     */
    async tags(userId: string): Promise<NoteTagsResponse> {
      const rows = await db.many<{ tag: string; count: string }>(sql`
        SELECT level AS tag, count(DISTINCT notes.id) AS count
        FROM notes, unnest(tags) AS t,
          LATERAL (
            SELECT array_to_string(parts[1:i], '/') AS level, parts[i] AS part
            FROM (SELECT string_to_array(t, '/') AS parts) AS split,
              generate_series(1, cardinality(parts)) AS i
          ) AS levels
        WHERE user_id = ${userId} AND trashed_at IS NULL AND NOT archived
          AND (level = t OR (part <> '' AND level <> ''))
        GROUP BY level ORDER BY level`);
      return { items: rows.map((row) => ({ tag: row.tag, count: Number(row.count) })) };
    },
  };
}

export type Notes = ReturnType<typeof createNotes>;
