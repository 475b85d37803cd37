import {
  noteLinksOf,
  type LinkedItem,
  type ListBacklinksResponse,
  type ListNoteLinksResponse,
  type Note,
} from '@/api/schema';
import { sql, type Queryable } from '../db/index.ts';
import type { Cursors, PageRequest } from './cursors.ts';
import { isOwnNote } from './notes/ownNote.ts';

interface BacklinkRow {
  note_id: string;
  title: string;
  before: string;
  after: string;
  updated_at: Date;
}

/**
 * The events and files notes link to (each once), titled only when the user may see them now: an event of
 * their own calendar or of one shared with them (and not left), a file of their own not deleted.
 * Anything else reads as null, the same as gone, so a link never tells another user's titles.
 */
export async function linkedItems(
  db: Queryable,
  userId: string,
  noteIds: string[],
): Promise<LinkedItem[]> {
  const rows = await db.many<{
    kind: 'event' | 'file';
    target_id: string;
    title: string | null;
    calendar: string | null;
  }>(sql`
    SELECT l.kind, l.target_id, coalesce(e.title, f.name) AS title, o.username AS calendar
    FROM note_item_links l
    LEFT JOIN calendar_events e ON l.kind = 'event' AND e.id = l.target_id
      AND (e.user_id = ${userId} OR EXISTS (
        SELECT 1 FROM calendar_shares g
        WHERE g.owner_id = e.user_id AND g.grantee_id = ${userId} AND g.left_at IS NULL))
    LEFT JOIN users o ON o.id = e.user_id
    LEFT JOIN files f ON l.kind = 'file' AND f.id = l.target_id AND f.user_id = ${userId}
      AND f.deleted_at IS NULL AND f.status <> 'uploading'
    WHERE l.source_id = ANY (${noteIds}::uuid[])
    GROUP BY l.kind, l.target_id, e.title, f.name, o.username
    ORDER BY coalesce(e.title, f.name) IS NULL, l.kind, l.target_id`);
  return rows.map((row) => ({
    kind: row.kind,
    id: row.target_id,
    title: row.title,
    calendar: row.title === null ? null : row.calendar,
  }));
}

/**
 * Links between one user's notes (docs/product.md, "Note links"): derived from the stored
 * document in each save's transaction, read back as a note's targets and as its backlinks.
 */
export function createNoteLinks(cursors: Cursors) {
  return {
    /** Replaces the links `note` holds with those of its document as saved, in `tx`. */
    async replace(tx: Queryable, userId: string, note: Note): Promise<void> {
      const { links, items, capped } = noteLinksOf(note.content);
      await tx.execute(sql`DELETE FROM note_links WHERE source_id = ${note.id}`);
      await tx.execute(sql`DELETE FROM note_item_links WHERE source_id = ${note.id}`);
      if (items.length > 0) {
        await tx.execute(sql`
          INSERT INTO note_item_links (source_id, kind, target_id, user_id)
          SELECT ${note.id}, kind, target, ${userId}
          FROM unnest(${items.map((item) => item.kind)}::text[],
            ${items.map((item) => item.id)}::uuid[]) AS t(kind, target)`);
      }
      if (links.length > 0) {
        await tx.execute(sql`
          INSERT INTO note_links (source_id, target_id, user_id, before, after)
          SELECT ${note.id}, target, ${userId}, before, after
          FROM unnest(${links.map((link) => link.noteId)}::uuid[],
            ${links.map((link) => link.before)}::text[],
            ${links.map((link) => link.after)}::text[]) AS t(target, before, after)`);
      }
      // The targets' titles now, which search reads as part of this note (docs/search.md).
      await tx.execute(sql`
        UPDATE notes SET links_capped = ${capped}, linked_titles = note_linked_titles(id)
        WHERE id = ${note.id}`);
    },

    /**
     * The notes `noteId` links to, with their titles now (the ones gone last); null when the note
     * is not the user's.
     */
    async targets(
      db: Queryable,
      userId: string,
      noteId: string,
    ): Promise<ListNoteLinksResponse | null> {
      const source = await db.maybeOne<{ links_capped: boolean }>(
        sql`SELECT links_capped FROM notes WHERE id = ${noteId} AND user_id = ${userId}`,
      );
      if (!source) return null;
      const rows = await db.many<{ target_id: string; title: string | null }>(sql`
        SELECT l.target_id, t.title
        FROM note_links l
        LEFT JOIN notes t ON t.id = l.target_id AND t.user_id = l.user_id AND t.trashed_at IS NULL
        WHERE l.source_id = ${noteId}
        ORDER BY t.title IS NULL, l.target_id`);
      return {
        items: rows.map((row) => ({ noteId: row.target_id, title: row.title })),
        others: await linkedItems(db, userId, [noteId]),
        capped: source.links_capped,
      };
    },

    /** The user's notes (not in the trash) that link to `noteId`, most recently edited first. */
    async backlinks(
      db: Queryable,
      userId: string,
      noteId: string,
      page: PageRequest,
    ): Promise<ListBacklinksResponse | null> {
      const cursor = cursors.position(page.cursor, 'offset') ?? { o: 0 };
      if (!(await isOwnNote(db, userId, noteId))) return null;
      const rows = await db.many<BacklinkRow>(sql`
        SELECT s.id AS note_id, s.title, l.before, l.after, s.updated_at
        FROM note_links l JOIN notes s ON s.id = l.source_id
        WHERE l.user_id = ${userId} AND l.target_id = ${noteId} AND s.trashed_at IS NULL
        ORDER BY s.updated_at DESC, s.id DESC
        LIMIT ${page.limit + 1} OFFSET ${cursor.o}`);
      return {
        items: rows.slice(0, page.limit).map((row) => ({
          noteId: row.note_id,
          title: row.title,
          before: row.before,
          after: row.after,
          updatedAt: row.updated_at.toISOString(),
        })),
        nextCursor: rows.length > page.limit ? cursors.encode({ o: cursor.o + page.limit }) : null,
      };
    },
  };
}

export type NoteLinks = ReturnType<typeof createNoteLinks>;
