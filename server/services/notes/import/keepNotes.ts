import { randomUUID } from 'node:crypto';
import { posix } from 'node:path';
import { z } from 'zod';
import {
  isStorableText,
  NOTE_IMPORT_LIMITS,
  type NoteColor,
  type NoteImportSkip,
} from '@/api/schema';
import type { SourceFile } from './archiveEntries.ts';
import {
  finishNote,
  importDate,
  importTags,
  sourceDigest,
  type ImportBatch,
  type ImportedNote,
} from './importedNote.ts';
import { attachmentSorter, isKept, type DeclaredAttachment } from './importedAttachment.ts';
import { keepDocument } from './keepDocument.ts';

/** Google Keep's Takeout holds one `.json` per note. */
export const isKeepPath = (path: string) => /\.json$/i.test(path);

/** Keep's twelve colours on Quire's palette: the nearest tint where Quire has no such colour. */
const KEEP_COLORS: Record<string, NoteColor> = {
  RED: 'red',
  ORANGE: 'orange',
  YELLOW: 'yellow',
  GREEN: 'green',
  TEAL: 'teal',
  BLUE: 'blue',
  CERULEAN: 'blue',
  PURPLE: 'purple',
  PINK: 'red',
  BROWN: 'orange',
  GRAY: 'gray',
};

// Strings that end up stored must be storable: PostgreSQL refuses NUL and lone surrogates.
const storable = z.string().refine(isStorableText);

/** A Keep note as Takeout writes it; keys not read here are allowed and ignored. */
const keepNoteSchema = z
  .looseObject({
    title: storable.default(''),
    textContent: storable.optional(),
    listContent: z
      .array(z.looseObject({ text: storable.default(''), isChecked: z.boolean().default(false) }))
      .optional(),
    // A malformed label is dropped like one no tag may be, never failing its note.
    labels: z.array(z.looseObject({ name: z.string() }).catch({ name: '' })).default([]),
    color: z.string().optional(),
    isPinned: z.boolean().default(false),
    isArchived: z.boolean().default(false),
    isTrashed: z.boolean().default(false),
    createdTimestampUsec: z.unknown(),
    userEditedTimestampUsec: z.unknown(),
    attachments: z
      .array(z.looseObject({ filePath: z.string(), mimetype: z.string().default('') }))
      .default([]),
  })
  .refine((note) => note.textContent !== undefined || note.listContent !== undefined);
type KeepNote = z.infer<typeof keepNoteSchema>;

/** Keep's times are microseconds since 1970, as a number (or a string of digits). */
function keepDate(value: unknown): Date | undefined {
  const usec =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? +value
        : NaN;
  return Number.isFinite(usec) ? importDate(new Date(Math.floor(usec / 1000))) : undefined;
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** The file's note, or undefined when it is not JSON or not a Keep note. */
function parseKeepNote(bytes: Uint8Array): KeepNote | undefined {
  let data: unknown;
  try {
    // V8's JSON.parse is iterative: no nesting overflows it, and the schema reads one level.
    data = JSON.parse(decoder.decode(bytes).replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
  const parsed = keepNoteSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

/** An attachment's path inside the upload: Takeout writes it beside the note's JSON. */
const attachmentPath = (file: SourceFile, filePath: string) =>
  posix.join(posix.dirname(file.path), filePath);

/** A note's attachment, its bytes from the upload (none when the upload does not hold it). */
function declaredAttachment(
  file: SourceFile,
  keep: KeepNote,
  media: Map<string, Uint8Array | null>,
  index: number,
): DeclaredAttachment {
  const { filePath, mimetype } = keep.attachments[index]!;
  const bytes = media.get(attachmentPath(file, filePath));
  return {
    name: `${file.path}: ${filePath.slice(0, 200) || 'attachment'}`,
    fileName: posix.basename(filePath),
    // An attachment the upload lacks has no type to keep; one too large to unpack keeps its own.
    mime: bytes === undefined ? '' : mimetype,
    noteTitle: keep.title || posix.basename(file.path, '.json'),
    index,
    size: bytes === null ? Infinity : (bytes?.length ?? 0),
    bytes: () => bytes ?? new Uint8Array(),
  };
}

function readNote(file: SourceFile, keep: KeepNote) {
  const created = keepDate(keep.createdTimestampUsec);
  return finishNote(file.path, {
    id: randomUUID(),
    // The file's name, not its folder: the same note from a Takeout archive or picked out of it.
    sourceId: `keep:${sourceDigest(posix.basename(file.path), file.bytes)}`,
    title: keep.title,
    content: keepDocument(
      keep.textContent ?? '',
      (keep.listContent ?? []).map((item) => ({ text: item.text, checked: item.isChecked })),
    ),
    tags: importTags(keep.labels.map((label) => label.name)),
    color:
      (keep.color && Object.hasOwn(KEEP_COLORS, keep.color) && KEEP_COLORS[keep.color]) ||
      'default',
    pinned: keep.isPinned,
    archived: keep.isArchived,
    createdAt: created,
    updatedAt: keepDate(keep.userEditedTimestampUsec) ?? created,
    // Takeout does not say when a note was trashed: it enters the trash when imported.
    trashedAt: keep.isTrashed ? new Date() : undefined,
  });
}

/**
 * Google Keep's Takeout (`.json` per note): the text as paragraphs, the list as a checklist,
 * labels as tags, colour, pinned, archived, trashed and dates; its PDFs and images (in `media`,
 * the archive's; `oversized`, those it held too large) to keep as files, other attachments listed. The attachments the notes name
 * come back too, as paths in the upload.
 */
export function readKeepNotes(
  files: SourceFile[],
  media: SourceFile[] = [],
  oversized: string[] = [],
): ImportBatch & { attachments: Set<string> } {
  const sort = attachmentSorter();
  // null: the archive holds it, larger than a file may be (listed by its note, not unpacked).
  const bytesOf = new Map<string, Uint8Array | null>([
    ...oversized.map((path) => [path, null] as const),
    ...media.map((entry) => [entry.path, entry.bytes] as const),
  ]);
  const notes: ImportedNote[] = [];
  const skipped: NoteImportSkip[] = [];
  const attachments = new Set<string>();
  for (const file of files) {
    if (file.bytes.length > NOTE_IMPORT_LIMITS.noteSourceBytes) {
      skipped.push({ name: file.path, reason: 'too_large' });
      continue;
    }
    const keep = parseKeepNote(file.bytes);
    if (!keep) {
      skipped.push({ name: file.path, reason: 'unreadable' });
      continue;
    }
    for (const attachment of keep.attachments)
      attachments.add(attachmentPath(file, attachment.filePath));
    const declared = keep.attachments.map((_, index) =>
      declaredAttachment(file, keep, bytesOf, index),
    );
    const finished = readNote(file, keep);
    if ('skip' in finished) {
      // A note not imported keeps none of its attachments: each is listed beside it.
      skipped.push(
        ...declared.map((item) => ({ name: item.name, reason: 'attachment_not_kept' as const })),
        finished.skip,
      );
      continue;
    }
    const decided = declared.map(sort);
    skipped.push(...decided.filter((item): item is NoteImportSkip => !isKept(item)));
    notes.push({ ...finished.note, attachments: decided.filter(isKept) });
  }
  return { notes, skipped, attachments };
}

const TAKEOUT_INDEX = /(^|\/)archive_browser\.html$/;
const TAKEOUT_LABELS = /(^|\/)Labels\.txt$/;
const jsonTwin = (path: string) => path.replace(/\.html$/i, '.json');

/**
 * Takeout's `Labels.txt` (the label list; each note carries its own labels) is no note: it is
 * left out of an upload whose folder beside it holds Keep notes, before the format is decided.
 */
export function withoutKeepLabels(files: SourceFile[]): SourceFile[] {
  const folders = new Set(
    files.filter((file) => isKeepPath(file.path)).map((file) => posix.dirname(file.path)),
  );
  return files.filter(
    (file) => !(TAKEOUT_LABELS.test(file.path) && folders.has(posix.dirname(file.path))),
  );
}

/**
 * The archive's skipped entries less those a Keep upload accounts for, which are not
 * "unsupported": a note's `.html` twin (the JSON carries the note), an attachment a note names
 * (listed once, by its note) and Takeout's index page.
 */
export function withoutKeepCompanions(
  skipped: NoteImportSkip[],
  files: SourceFile[],
  attachments: Set<string>,
): NoteImportSkip[] {
  const paths = new Set([...files.map((file) => file.path), ...skipped.map((skip) => skip.name)]);
  const isCompanion = (path: string) =>
    attachments.has(path) ||
    TAKEOUT_INDEX.test(path) ||
    (/\.html$/i.test(path) && paths.has(jsonTwin(path)));
  return skipped.filter((skip) => skip.reason !== 'unsupported_type' || !isCompanion(skip.name));
}
