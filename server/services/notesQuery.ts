import type { Note, ParsedListNotesQuery } from '@/api/schema';
import type { SqlQuery } from '../db/index.ts';

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

export const NOTE_COLUMNS =
  'id, title, content, plain_text, tags, color, pinned, archived, trashed_at, version, created_at, updated_at';

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

/** Keyset position in the default order, or an offset into a ranked search. */
export type NotesCursor = { p: boolean; u: string; i: string } | { o: number };

export function encodeCursor(cursor: NotesCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The cursor the client sent back, or null when it is not one this server made. */
export function decodeCursor(text: string): NotesCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const v = value as Record<string, unknown>;
    if (typeof v.o === 'number' && Number.isInteger(v.o) && v.o >= 0) return { o: v.o };
    if (
      typeof v.p === 'boolean' &&
      typeof v.u === 'string' &&
      !Number.isNaN(Date.parse(v.u)) &&
      typeof v.i === 'string' &&
      /^[0-9a-f-]{36}$/i.test(v.i)
    ) {
      return { p: v.p, u: v.u, i: v.i };
    }
    return null;
  } catch {
    return null;
  }
}

/** Builds parameterised SQL piece by piece; values never enter the text. */
export class SqlBuilder {
  readonly values: unknown[] = [];
  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  query(text: string): SqlQuery {
    return { text, values: this.values };
  }
}

/** WHERE conditions for a list query's filters (everything but the cursor). */
export function filterConditions(
  b: SqlBuilder,
  userId: string,
  query: ParsedListNotesQuery,
): string[] {
  const where = [`user_id = ${b.param(userId)}`];
  if (query.trashed) where.push('trashed_at IS NOT NULL');
  else {
    where.push('trashed_at IS NULL');
    where.push(query.archived ? 'archived' : 'NOT archived');
    if (query.pinned) where.push('pinned');
  }
  if (query.tag) where.push(`${b.param(query.tag)} = ANY (tags)`);
  return where;
}
