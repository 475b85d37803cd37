import {
  NOTE_LIMITS,
  noteContentBytes,
  type ListNotesResponse,
  type Note,
  type NoteTagsResponse,
  type ParsedListNotesQuery,
  type SearchHit,
  type UpdateNoteChanges,
  type createNoteRequestSchema,
} from '@/api/schema';
import type { z } from 'zod';
import { sql, type Queryable } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import {
  decodeCursor,
  encodeCursor,
  filterConditions,
  NOTE_COLUMNS,
  SqlBuilder,
  toNote,
  type NoteRow,
} from './notesQuery.ts';

type NewNote = z.output<typeof createNoteRequestSchema>;
export type NoteStateAction = 'archive' | 'unarchive' | 'trash' | 'restore';

const NOW = `date_trunc('milliseconds', now())`;

function assertContentSize(content: Note['content'] | undefined): void {
  if (content && noteContentBytes(content) > NOTE_LIMITS.contentBytes) {
    throw new ApiError('payload_too_large', 'The note is larger than 1 MB.');
  }
}

export async function listNotes(
  db: Queryable,
  userId: string,
  query: ParsedListNotesQuery,
): Promise<ListNotesResponse> {
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  if (cursor === null) {
    throw new ApiError('validation_failed', 'The list position is not valid.', {
      cursor: 'invalid',
    });
  }
  const b = new SqlBuilder();
  const where = filterConditions(b, userId, query);
  const limit = query.limit;
  let text: string;
  if (query.q) {
    // Ranked: the best match first; position is an offset because rank is not a stable key.
    const offset = cursor && 'o' in cursor ? cursor.o : 0;
    const tsq = `websearch_to_tsquery('simple', ${b.param(query.q)})`;
    where.push(`search @@ ${tsq}`);
    text = `SELECT ${NOTE_COLUMNS} FROM notes WHERE ${where.join(' AND ')}
      ORDER BY ts_rank(search, ${tsq}) DESC, updated_at DESC, id DESC
      LIMIT ${b.param(limit + 1)} OFFSET ${b.param(offset)}`;
    const rows = await db.many<NoteRow>(b.query(text));
    const items = rows.slice(0, limit).map(toNote);
    return {
      items,
      nextCursor: rows.length > limit ? encodeCursor({ o: offset + limit }) : null,
    };
  }
  if (cursor && 'p' in cursor) {
    where.push(
      `(pinned, updated_at, id) < (${b.param(cursor.p)}, ${b.param(cursor.u)}::timestamptz, ${b.param(cursor.i)}::uuid)`,
    );
  }
  text = `SELECT ${NOTE_COLUMNS} FROM notes WHERE ${where.join(' AND ')}
    ORDER BY pinned DESC, updated_at DESC, id DESC LIMIT ${b.param(limit + 1)}`;
  const rows = await db.many<NoteRow>(b.query(text));
  const items = rows.slice(0, limit).map(toNote);
  const last = items.at(-1);
  return {
    items,
    nextCursor:
      rows.length > limit && last
        ? encodeCursor({ p: last.pinned, u: last.updatedAt, i: last.id })
        : null,
  };
}

export async function getNote(db: Queryable, userId: string, id: string): Promise<Note | null> {
  const row = await db.maybeOne<NoteRow>({
    text: `SELECT ${NOTE_COLUMNS} FROM notes WHERE id = $1 AND user_id = $2`,
    values: [id, userId],
  });
  return row ? toNote(row) : null;
}

export async function createNote(db: Queryable, userId: string, note: NewNote): Promise<Note> {
  assertContentSize(note.content);
  const row = await db.one<NoteRow>({
    text: `INSERT INTO notes (user_id, title, content, plain_text, tags, color, pinned)
      VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${NOTE_COLUMNS}`,
    values: [userId, note.title, note.content, note.plainText, note.tags, note.color, note.pinned],
  });
  return toNote(row);
}

export type UpdateOutcome = { note: Note } | { conflict: Note } | null;

const UPDATABLE: Record<Exclude<keyof UpdateNoteChanges, 'version'>, string> = {
  title: 'title',
  content: 'content',
  plainText: 'plain_text',
  tags: 'tags',
  color: 'color',
  pinned: 'pinned',
};

/** Applies `changes` only if the note is still at the version the client edited. */
export async function updateNote(
  db: Queryable,
  userId: string,
  id: string,
  changes: UpdateNoteChanges,
): Promise<UpdateOutcome> {
  assertContentSize(changes.content);
  const b = new SqlBuilder();
  const sets = [`version = version + 1`, `updated_at = ${NOW}`];
  for (const [key, column] of Object.entries(UPDATABLE) as [keyof typeof UPDATABLE, string][]) {
    if (changes[key] !== undefined) sets.push(`${column} = ${b.param(changes[key])}`);
  }
  const row = await db.maybeOne<NoteRow>(
    b.query(`UPDATE notes SET ${sets.join(', ')}
      WHERE id = ${b.param(id)} AND user_id = ${b.param(userId)} AND version = ${b.param(changes.version)}
      RETURNING ${NOTE_COLUMNS}`),
  );
  if (row) return { note: toNote(row) };
  const current = await getNote(db, userId, id);
  return current ? { conflict: current } : null;
}

const STATE_SETS: Record<NoteStateAction, string> = {
  archive: 'archived = true',
  unarchive: 'archived = false',
  trash: `trashed_at = ${NOW}`,
  restore: 'trashed_at = NULL',
};

export async function setNoteState(
  db: Queryable,
  userId: string,
  id: string,
  action: NoteStateAction,
): Promise<Note | null> {
  const row = await db.maybeOne<NoteRow>({
    text: `UPDATE notes SET ${STATE_SETS[action]}, version = version + 1, updated_at = ${NOW}
      WHERE id = $1 AND user_id = $2 RETURNING ${NOTE_COLUMNS}`,
    values: [id, userId],
  });
  return row ? toNote(row) : null;
}

export async function deleteNote(db: Queryable, userId: string, id: string): Promise<boolean> {
  return (await db.execute(sql`DELETE FROM notes WHERE id = ${id} AND user_id = ${userId}`)) > 0;
}

/** Tags of the notes in the main list (not archived, not trashed), with how many use each. */
export async function listTags(db: Queryable, userId: string): Promise<NoteTagsResponse> {
  const rows = await db.many<{ tag: string; count: string }>(sql`
    SELECT tag, count(*) AS count FROM notes, unnest(tags) AS tag
    WHERE user_id = ${userId} AND trashed_at IS NULL AND NOT archived
    GROUP BY tag ORDER BY tag`);
  return { items: rows.map((row) => ({ tag: row.tag, count: Number(row.count) })) };
}

/** The header search: best-ranked live notes, each with a plain-text snippet around the match. */
export async function searchNoteHits(
  db: Queryable,
  userId: string,
  q: string,
  limit: number,
): Promise<SearchHit[]> {
  // Empty delimiters keep the snippet plain text: nothing the client could mistake for markup.
  const options = 'StartSel="",StopSel="",MaxWords=20,MinWords=8,ShortWord=2';
  return db.many<SearchHit>(sql`
    SELECT id::text AS id, title,
      ts_headline('simple', plain_text, websearch_to_tsquery('simple', ${q}), ${options}) AS snippet
    FROM notes
    WHERE user_id = ${userId} AND trashed_at IS NULL
      AND search @@ websearch_to_tsquery('simple', ${q})
    ORDER BY ts_rank(search, websearch_to_tsquery('simple', ${q})) DESC, updated_at DESC
    LIMIT ${limit}`);
}
