import { zipSync, strToU8 } from 'fflate';
import type { Note, ParsedNoteExportQuery } from '@/api/schema';
import { join, sql, type Database } from '../../../db/index.ts';
import { linkedItems } from '../../noteLinks.ts';
import { NOTE_COLUMNS, toNote, type NoteRow } from '../../notesQuery.ts';
import { vaultFiles, type ExportedFile } from './vaultFiles.ts';

/** The titles of the notes `notes` link to that are not among them, for links left as text. */
async function titlesOutside(db: Database, userId: string, notes: Note[]) {
  const rows = await db.many<{ id: string; title: string }>(sql`
    SELECT DISTINCT t.id, t.title FROM note_links l JOIN notes t ON t.id = l.target_id
    WHERE l.user_id = ${userId} AND t.user_id = ${userId}
      AND l.source_id = ANY (${notes.map((note) => note.id)}::uuid[])`);
  return new Map(rows.map((row) => [row.id, row.title]));
}

/**
 * Exports notes as Markdown (docs/product.md, "Import and export"): one note as a file, or a
 * tag's or all notes as a .zip vault that Quire imports back and Obsidian opens.
 */
export function createNoteExport(db: Database, appUrl: () => string) {
  async function files(userId: string, notes: Note[]): Promise<ExportedFile[]> {
    const ids = notes.map((note) => note.id);
    return vaultFiles(
      notes,
      await titlesOutside(db, userId, notes),
      await linkedItems(db, userId, ids),
      appUrl(),
    );
  }

  return {
    /** One note as a Markdown file; null when it is not the user's. */
    async one(userId: string, noteId: string): Promise<ExportedFile | null> {
      const row = await db.maybeOne<NoteRow>(
        sql`SELECT ${NOTE_COLUMNS} FROM notes WHERE id = ${noteId} AND user_id = ${userId}`,
      );
      if (!row) return null;
      const [file] = await files(userId, [toNote(row)]);
      return { path: file!.path.split('/').pop()!, text: file!.text };
    },

    /** The notes the query selects, oldest first, as a .zip of Markdown files. */
    async archive(userId: string, query: ParsedNoteExportQuery): Promise<Uint8Array> {
      const where = [sql`user_id = ${userId}`];
      if (!query.trashed) where.push(sql`trashed_at IS NULL`);
      if (!query.archived) where.push(sql`NOT archived`);
      // A tag takes its nested tags with it: `work` exports `work/clients` too.
      if (query.tag)
        where.push(sql`EXISTS (SELECT 1 FROM unnest(tags) AS t
          WHERE t = ${query.tag} OR starts_with(t, ${`${query.tag}/`}))`);
      const rows = await db.many<NoteRow>(sql`
        SELECT ${NOTE_COLUMNS} FROM notes WHERE ${join(where, 'and')} ORDER BY created_at, id`);
      const exported = await files(userId, rows.map(toNote));
      return zipSync(Object.fromEntries(exported.map((file) => [file.path, strToU8(file.text)])), {
        level: 6,
      });
    },
  };
}

export type NoteExport = ReturnType<typeof createNoteExport>;
