import {
  NOTE_IMPORT_LIMITS,
  type NoteImportFormat,
  type NoteImportResult,
  type NoteImportSkip,
} from '@/api/schema';
import type { Database } from '../../../db/index.ts';
import type { Files } from '../../files/files.ts';
import { unpackArchive, type SourceFile } from './archiveEntries.ts';
import type { ImportBatch, ImportedNote } from './importedNote.ts';
import { ImportRefused } from './importRefused.ts';
import { importedSources, newNotes, writeImport, type ImportServices } from './importWriter.ts';
import { isMarkdownPath, readMarkdownNotes } from './markdownNotes.ts';
import { isEnexPath, readEnexNotes } from './enexNotes.ts';
import {
  isKeepPath,
  readKeepNotes,
  withoutKeepCompanions,
  withoutKeepLabels,
} from './keepNotes.ts';

const isArchive = (path: string) => /\.zip$/i.test(path);

const isImportable = (path: string) => isMarkdownPath(path) || isEnexPath(path) || isKeepPath(path);

/** The format of an upload, from its files' names (an archive's from the files it holds). */
function formatOf(paths: string[]): NoteImportFormat {
  if (paths.length && paths.every(isMarkdownPath)) return 'markdown';
  if (paths.length && paths.every(isEnexPath)) return 'enex';
  if (paths.length && paths.every(isKeepPath)) return 'keep';
  throw new ImportRefused('unsupported_type');
}

/** What an archive may hold beside the notes that a note may name as its attachment. */
const isMedia = (path: string) => /\.(pdf|png|jpe?g|webp|tiff?)$/i.test(path);

/** The upload's files to read, unpacking an archive (one archive per upload). */
function sourceFiles(uploads: SourceFile[]) {
  const archive = uploads.find((upload) => isArchive(upload.path));
  if (!archive) return { files: uploads, media: [], skipped: [] };
  if (uploads.length > 1) throw new ImportRefused('unsupported_type');
  return unpackArchive(archive.bytes, isImportable, isMedia);
}

/**
 * The archive's skipped entries, its PDFs and images among them: one no note names is as
 * unsupported as any other stray entry, however large (a Keep note lists its own).
 */
const unreadEntries = (unpacked: ReturnType<typeof sourceFiles>): NoteImportSkip[] => [
  ...unpacked.skipped.map((skip) =>
    skip.reason === 'attachment_too_large'
      ? { ...skip, reason: 'unsupported_type' as const }
      : skip,
  ),
  ...unpacked.media.map((entry) => ({ name: entry.path, reason: 'unsupported_type' as const })),
];

const summary = (
  format: NoteImportFormat,
  batch: ImportBatch,
  written: { created: { title: string }[]; duplicates: number; attachmentsKept: number },
  moreSkipped: NoteImportSkip[],
): NoteImportResult => {
  const skipped = [...batch.skipped, ...moreSkipped];
  return {
    format,
    created: written.created.length,
    duplicates: written.duplicates,
    skippedCount: skipped.length,
    skipped: skipped.slice(0, NOTE_IMPORT_LIMITS.listedSkips),
    attachmentsKept: written.attachmentsKept,
    titles: written.created.slice(0, NOTE_IMPORT_LIMITS.listedSkips).map((note) => note.title),
  };
};

/** What keeping the new notes' attachments would do with the user's room as it is now. */
async function previewAttachments(
  files: Pick<Files, 'roomFor'>,
  userId: string,
  notes: ImportedNote[],
) {
  const attachments = notes.flatMap((note) => note.attachments ?? []);
  const fits = await files.roomFor(
    userId,
    attachments.map((attachment) => attachment.bytes.length),
  );
  const over = attachments.filter((_, index) => !fits[index]);
  return {
    kept: attachments.length - over.length,
    skipped: over.map((attachment) => ({
      name: attachment.name,
      reason: 'attachment_over_quota' as const,
    })),
  };
}

/**
 * Imports notes from Markdown or text files, Evernote exports, Google Keep notes (Takeout's
 * `.json`), or a .zip of them (docs/product.md, "Import and export"): `preview` reads the upload and counts; `apply` reads it again and writes.
 */
export function createNoteImport(
  db: Database,
  services: ImportServices & { files: Pick<Files, 'roomFor' | 'queued'> },
) {
  async function read(userId: string, uploads: SourceFile[]) {
    const unpacked = sourceFiles(uploads);
    const files = withoutKeepLabels(unpacked.files);
    const format = formatOf(files.map((file) => file.path));
    if (format === 'keep') {
      const oversized = unpacked.skipped
        .filter((skip) => skip.reason === 'attachment_too_large')
        .map((skip) => skip.name);
      const { attachments, ...batch } = readKeepNotes(files, unpacked.media, oversized);
      const others = withoutKeepCompanions(unreadEntries(unpacked), files, attachments);
      return { format, batch: { ...batch, skipped: [...others, ...batch.skipped] } };
    }
    const existing = (ids: string[]) => importedSources(db, userId, ids);
    const batch =
      format === 'enex' ? readEnexNotes(files) : await readMarkdownNotes(files, existing);
    const skipped = [...unreadEntries(unpacked), ...batch.skipped];
    return { format, batch: { ...batch, skipped } };
  }

  return {
    async preview(userId: string, uploads: SourceFile[]): Promise<NoteImportResult> {
      const { format, batch } = await read(userId, uploads);
      const created = await newNotes(db, userId, batch.notes);
      const attachments = await previewAttachments(services.files, userId, created);
      const duplicates = batch.notes.length - created.length;
      return summary(
        format,
        batch,
        { created, duplicates, attachmentsKept: attachments.kept },
        attachments.skipped,
      );
    },

    async apply(userId: string, uploads: SourceFile[]): Promise<NoteImportResult> {
      const { format, batch } = await read(userId, uploads);
      const written = await writeImport(db, services, userId, batch.notes);
      if (written.attachmentsKept) services.files.queued();
      return summary(format, batch, written, written.skipped);
    },
  };
}

export type NoteImport = ReturnType<typeof createNoteImport>;
