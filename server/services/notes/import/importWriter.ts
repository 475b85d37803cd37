import { NOTE_IMPORT_LIMITS, type NoteImportSkip } from '@/api/schema';
import { sql, type Database, type Queryable } from '../../../db/index.ts';
import type { Notes } from '../../notes.ts';
import { NOTE_COLUMNS, NOW, toNote, type NoteRow } from '../../notesQuery.ts';
import type { Files } from '../../files/files.ts';
import { withFileLinks } from './importedAttachment.ts';
import type { ImportedNote } from './importedNote.ts';

const QUIRE_SOURCE = /^quire:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * Which of `sourceIds` this user has already, with the note each is: imported before, or, for a
 * Quire export's `quire:<id>`, a note of theirs with that id (its export brought back to the same
 * account is a duplicate, not a copy).
 */
export async function importedSources(
  db: Queryable,
  userId: string,
  sourceIds: string[],
): Promise<Map<string, string>> {
  if (!sourceIds.length) return new Map();
  const ownIds = sourceIds.flatMap((id) => QUIRE_SOURCE.exec(id)?.[1]?.toLowerCase() ?? []);
  const rows = await db.many<{ source_id: string; note_id: string }>(sql`
    SELECT source_id, note_id::text FROM note_import_sources
    WHERE user_id = ${userId} AND source_id = ANY (${sourceIds}::text[])
    UNION ALL
    SELECT 'quire:' || id::text, id::text FROM notes
    WHERE user_id = ${userId} AND id = ANY (${ownIds}::uuid[])`);
  const known = new Map(rows.map((row) => [row.source_id, row.note_id]));
  // The export writes ids in lower case; a hand-edited one may not be.
  for (const id of sourceIds) {
    const own = QUIRE_SOURCE.exec(id)?.[1]?.toLowerCase();
    const note = own && known.get(`quire:${own}`);
    if (note && !known.has(id)) known.set(id, note);
  }
  return known;
}

/** The notes not imported before (by source id, and once each within the upload). */
export async function newNotes(db: Queryable, userId: string, notes: ImportedNote[]) {
  const known = await importedSources(
    db,
    userId,
    notes.map((note) => note.sourceId),
  );
  const seen = new Set<string>();
  return notes.filter((note) => {
    if (known.has(note.sourceId) || seen.has(note.sourceId)) return false;
    seen.add(note.sourceId);
    return true;
  });
}

async function insert(tx: Queryable, userId: string, note: ImportedNote) {
  const created = note.createdAt ?? null;
  const updated = note.updatedAt ?? note.createdAt ?? null;
  const row = await tx.one<NoteRow>(sql`
    INSERT INTO notes (id, user_id, title, content, plain_text, tags, color, pinned, archived,
      trashed_at, created_at, updated_at)
    VALUES (${note.id}, ${userId}, ${note.title}, ${note.content}, ${note.plainText}, ${note.tags},
      ${note.color}, ${note.pinned}, ${note.archived}, ${note.trashedAt ?? null},
      coalesce(${created}::timestamptz, ${NOW}), coalesce(${updated}::timestamptz, ${NOW}))
    RETURNING ${NOTE_COLUMNS}`);
  await tx.execute(sql`
    INSERT INTO note_import_sources (user_id, source_id, note_id)
    VALUES (${userId}, ${note.sourceId}, ${note.id})`);
  return toNote(row);
}

/** What the writer needs besides the database: history and links, and the files to keep. */
export interface ImportServices {
  notes: Pick<Notes, 'recordImported'>;
  files: Pick<Files, 'keep'>;
}

/**
 * Keeps the note's PDFs and images as files in `tx` and links the note to each (the files have
 * their ids before the note is written); one the quota has no room for is listed instead.
 */
async function withAttachments(
  tx: Queryable,
  files: ImportServices['files'],
  userId: string,
  note: ImportedNote,
  skipped: NoteImportSkip[],
): Promise<{ note: ImportedNote; kept: number }> {
  const kept: string[] = [];
  for (const attachment of note.attachments ?? []) {
    const file = await files.keep(tx, userId, {
      name: attachment.fileName,
      kind: attachment.kind,
      bytes: attachment.bytes,
    });
    if (file) kept.push(file.id);
    else skipped.push({ name: attachment.name, reason: 'attachment_over_quota' });
  }
  return { note: { ...note, content: withFileLinks(note.content, kept) }, kept: kept.length };
}

export interface WrittenImport {
  created: ImportedNote[];
  duplicates: number;
  attachmentsKept: number;
  /** Attachments the quota had no room for. */
  skipped: NoteImportSkip[];
}

/**
 * Writes the notes not imported before, NOTE_IMPORT_LIMITS.batchNotes per transaction, with the
 * files their attachments become: a failure undoes its whole batch, files and their bytes too
 * (they are rows of the same database), and stops, so no note is ever half written, and importing
 * the same upload again completes it without duplicating what the earlier batches wrote.
 */
export async function writeImport(
  db: Database,
  services: ImportServices,
  userId: string,
  notes: ImportedNote[],
  onBatch?: (written: number) => void,
): Promise<WrittenImport> {
  const written: WrittenImport = { created: [], duplicates: 0, attachmentsKept: 0, skipped: [] };
  for (let at = 0; at < notes.length; at += NOTE_IMPORT_LIMITS.batchNotes) {
    const batch = notes.slice(at, at + NOTE_IMPORT_LIMITS.batchNotes);
    const outcome = await db.transaction(async (tx) => {
      const fresh = await newNotes(tx, userId, batch);
      const skipped: NoteImportSkip[] = [];
      let kept = 0;
      for (const imported of fresh) {
        const { note, kept: files } = await withAttachments(
          tx,
          services.files,
          userId,
          imported,
          skipped,
        );
        kept += files;
        await services.notes.recordImported(tx, userId, await insert(tx, userId, note));
      }
      return { fresh, skipped, kept };
    });
    written.duplicates += batch.length - outcome.fresh.length;
    written.created.push(...outcome.fresh);
    written.skipped.push(...outcome.skipped);
    written.attachmentsKept += outcome.kept;
    onBatch?.(written.created.length);
  }
  return written;
}
