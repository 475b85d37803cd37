import type { Note, ParsedListNotesQuery } from '@/api/schema';
import { sql, type SqlFragment } from '../db/index.ts';

/** A `notes` row as pg returns it. */
export interface NoteRow {
  id: string;
  title: string;
  content: Note['content'];
  plain_text: string;
  tags: string[];
  color: Note['color'];
  pinned: boolean;
  archived: boolean;
  trashed_at: Date | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

export const NOTE_COLUMNS = sql`id, title, content, plain_text, tags, color, pinned, archived, trashed_at, version, created_at, updated_at`;

/** The database's clock, to the millisecond so a cursor built from JSON round-trips exactly. */
export const NOW = sql`date_trunc('milliseconds', now())`;

/**
 * Rows are trusted as stored: a read never re-validates content, so one odd row (written by an
 * older server, say) cannot turn a whole list into an error.
 */
export function toNote(row: NoteRow): Note {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    plainText: row.plain_text,
    tags: row.tags,
    color: row.color,
    pinned: row.pinned,
    archived: row.archived,
    trashedAt: row.trashed_at ? row.trashed_at.toISOString() : null,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** WHERE conditions for a list query's filters (everything but the cursor and the text query). */
export function filterConditions(userId: string, query: ParsedListNotesQuery): SqlFragment[] {
  const where = [sql`user_id = ${userId}`];
  if (query.trashed) where.push(sql`trashed_at IS NOT NULL`);
  else {
    where.push(sql`trashed_at IS NULL`);
    where.push(query.archived ? sql`archived` : sql`NOT archived`);
    if (query.pinned) where.push(sql`pinned`);
  }
  // A tag takes its nested tags: `work` finds `work/clients` too.
  if (query.tag)
    where.push(
      sql`(${query.tag} = ANY (tags) OR EXISTS (SELECT 1 FROM unnest(tags) AS t WHERE starts_with(t, ${`${query.tag}/`})))`,
    );
  return where;
}
