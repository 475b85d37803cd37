import {
  NOTE_HISTORY,
  type ListNoteVersionsResponse,
  type Note,
  type NoteColor,
  type NoteContent,
  type NoteVersion,
  type NoteVersionSource,
} from '@/api/schema';
import { sql, type Queryable } from '../db/index.ts';
import type { Cursors, PageRequest } from './cursors.ts';
import { isOwnNote } from './notes/ownNote.ts';
import { dailySweep } from './scheduler/sweeps.ts';

interface VersionRow {
  id: string;
  note_id: string;
  saved_at: Date;
  source: NoteVersionSource;
  title: string;
  content: NoteContent;
  plain_text: string;
  tags: string[];
  color: NoteColor;
}

const COALESCE = sql`make_interval(mins => ${NOTE_HISTORY.coalesceMinutes})`;
const EVERY_VERSION = sql`make_interval(days => ${NOTE_HISTORY.everyVersionDays})`;

const toSummary = (row: VersionRow) => ({
  id: row.id,
  savedAt: row.saved_at.toISOString(),
  source: row.source,
  title: row.title,
});

const toVersion = (row: VersionRow): NoteVersion => ({
  ...toSummary(row),
  noteId: row.note_id,
  content: row.content,
  plainText: row.plain_text,
  tags: row.tags,
  color: row.color,
});

/**
 * Thins versions older than the every-version window to the last of each UTC day. `scope` limits
 * it to one note (after a save) or leaves it to the daily sweep over everyone.
 */
function thinOldVersions(tx: Queryable, now: Date, scope: ReturnType<typeof sql>) {
  // Ranks each note's old versions within their UTC day once, rather than asking per version
  // whether a later one that day exists (quadratic in a long-lived note's history).
  return tx.execute(sql`
    DELETE FROM note_versions WHERE id IN (
      SELECT id FROM (
        SELECT v.id, row_number() OVER (
          PARTITION BY v.note_id, date_trunc('day', v.saved_at, 'UTC') ORDER BY v.seq DESC
        ) AS rank
        FROM note_versions v
        WHERE ${scope} AND v.saved_at < ${now}::timestamptz - ${EVERY_VERSION}
      ) ranked
      WHERE rank > 1)`);
}

/**
 * Keeps a note's history: one version per save that changes it (editor saves coalesced over
 * NOTE_HISTORY.coalesceMinutes), read back page by page, thinned by the rules in product.md.
 */
export function createNoteVersions(cursors: Cursors) {
  return {
    /** Records `note` as it is after a save, in the save's transaction. */
    async record(
      tx: Queryable,
      userId: string,
      note: Note,
      source: NoteVersionSource,
      now: Date,
    ): Promise<void> {
      const values = {
        title: note.title,
        content: note.content,
        plainText: note.plainText,
        tags: note.tags,
        color: note.color,
      };
      if (source === 'editor') {
        // Typing for a while is one version: the latest, if it is the editor's own and recent.
        const replaced = await tx.execute(sql`
          UPDATE note_versions SET title = ${values.title}, content = ${values.content},
            plain_text = ${values.plainText}, tags = ${values.tags}, color = ${values.color},
            saved_at = ${now}
          WHERE id = (SELECT id FROM note_versions WHERE note_id = ${note.id}
                      ORDER BY seq DESC LIMIT 1)
            AND source = 'editor'
            AND window_start > ${now}::timestamptz - ${COALESCE}`);
        if (replaced > 0) return;
      }
      await tx.execute(sql`
        INSERT INTO note_versions
          (note_id, user_id, title, content, plain_text, tags, color, source, author_id, window_start, saved_at)
        VALUES (${note.id}, ${userId}, ${values.title}, ${values.content}, ${values.plainText},
          ${values.tags}, ${values.color}, ${source}, ${userId}, ${now}, ${now})`);
      await thinOldVersions(tx, now, sql`v.note_id = ${note.id}`);
    },

    /** Newest first; null when the note is not the user's. */
    async list(
      db: Queryable,
      userId: string,
      noteId: string,
      page: PageRequest,
    ): Promise<ListNoteVersionsResponse | null> {
      const cursor = cursors.position(page.cursor, 'keyset');
      if (!(await isOwnNote(db, userId, noteId))) return null;
      const after = cursor
        ? sql`AND seq < (SELECT seq FROM note_versions WHERE id = ${cursor.i}::uuid)`
        : sql``;
      const rows = await db.many<VersionRow>(sql`
        SELECT id, note_id, saved_at, source, title, content, plain_text, tags, color
        FROM note_versions WHERE note_id = ${noteId} AND user_id = ${userId} ${after}
        ORDER BY seq DESC LIMIT ${page.limit + 1}`);
      const items = rows.slice(0, page.limit);
      const last = items.at(-1);
      return {
        items: items.map(toSummary),
        nextCursor:
          rows.length > page.limit && last
            ? cursors.encode({ p: false, u: last.saved_at.toISOString(), i: last.id })
            : null,
      };
    },

    async get(
      db: Queryable,
      userId: string,
      noteId: string,
      versionId: string,
    ): Promise<NoteVersion | null> {
      const row = await db.maybeOne<VersionRow>(sql`
        SELECT id, note_id, saved_at, source, title, content, plain_text, tags, color
        FROM note_versions WHERE id = ${versionId} AND note_id = ${noteId} AND user_id = ${userId}`);
      return row ? toVersion(row) : null;
    },
  };
}

export type NoteVersions = ReturnType<typeof createNoteVersions>;

/**
 * The daily sweep: thins every note's old versions (notes not saved lately too), then keeps each
 * user's newest NOTE_HISTORY.perUserCap versions.
 */
export async function sweepNoteVersions(tx: Queryable, now: Date): Promise<number> {
  const thinned = await thinOldVersions(tx, now, sql`true`);
  const capped = await tx.execute(sql`
    DELETE FROM note_versions WHERE id IN (
      SELECT id FROM (
        SELECT id, row_number() OVER (PARTITION BY user_id ORDER BY seq DESC) AS n
        FROM note_versions) AS ranked
      WHERE n > ${NOTE_HISTORY.perUserCap})`);
  return thinned + capped;
}

export const noteVersionsSweep = dailySweep('notes.versions.sweep', sweepNoteVersions);
