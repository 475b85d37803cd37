import {
  NOTE_LIMITS,
  noteContentBytes,
  type ListNotesResponse,
  type Note,
  type NoteTagsResponse,
  type ParsedListNotesQuery,
  type UpdateNoteChanges,
  type createNoteRequestSchema,
} from '@/api/schema';
import type { z } from 'zod';
import { join, sql, type Database, type Queryable, type SqlFragment } from '../db/index.ts';
import { HttpError } from '../errors.ts';
import type { Cursors } from './cursors.ts';
import { createOnce } from './idempotency.ts';
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

const UPDATABLE: Record<Exclude<keyof UpdateNoteChanges, 'version'>, SqlFragment> = {
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

/** The notes of one user: list (filtered, or searched through the engine), read, write, state changes. */
export function createNotes(db: Database, cursors: Cursors, search: Search) {
  async function get(userId: string, id: string, tx: Queryable = db): Promise<Note | null> {
    const row = await tx.maybeOne<NoteRow>(
      sql`SELECT ${NOTE_COLUMNS} FROM notes WHERE id = ${id} AND user_id = ${userId}`,
    );
    return row ? toNote(row) : null;
  }

  async function create(userId: string, note: NewNote, tx: Queryable = db): Promise<Note> {
    assertContentSize(note.content);
    const row = await tx.one<NoteRow>(sql`
      INSERT INTO notes (user_id, title, content, plain_text, tags, color, pinned)
      VALUES (${userId}, ${note.title}, ${note.content}, ${note.plainText}, ${note.tags}, ${note.color}, ${note.pinned})
      RETURNING ${NOTE_COLUMNS}`);
    return toNote(row);
  }

  return {
    get,
    create,

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
      const cursor = query.cursor === undefined ? undefined : cursors.decode(query.cursor);
      if (cursor === null) {
        throw new HttpError('validation_failed', 'The list position is not valid.', {
          cursor: 'invalid',
        });
      }
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

    /** Applies `changes` only if the note is still at the version the client edited. */
    async update(userId: string, id: string, changes: UpdateNoteChanges): Promise<UpdateOutcome> {
      assertContentSize(changes.content);
      const sets = [sql`version = version + 1`, sql`updated_at = ${NOW}`, sql`unarchive_to = NULL`];
      for (const [key, column] of Object.entries(UPDATABLE) as [
        keyof typeof UPDATABLE,
        SqlFragment,
      ][]) {
        if (changes[key] !== undefined) sets.push(sql`${column} = ${changes[key]}`);
      }
      const row = await db.maybeOne<NoteRow>(sql`
        UPDATE notes SET ${join(sets, 'comma')}
        WHERE id = ${id} AND user_id = ${userId} AND version = ${changes.version}
        RETURNING ${NOTE_COLUMNS}`);
      if (row) return { note: toNote(row) };
      const current = await get(userId, id);
      return current ? { conflict: current } : null;
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

    /** Tags of the notes in the main list (not archived, not trashed), with how many use each. */
    async tags(userId: string): Promise<NoteTagsResponse> {
      const rows = await db.many<{ tag: string; count: string }>(sql`
        SELECT tag, count(*) AS count FROM notes, unnest(tags) AS tag
        WHERE user_id = ${userId} AND trashed_at IS NULL AND NOT archived
        GROUP BY tag ORDER BY tag`);
      return { items: rows.map((row) => ({ tag: row.tag, count: Number(row.count) })) };
    },
  };
}

export type Notes = ReturnType<typeof createNotes>;
