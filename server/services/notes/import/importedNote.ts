import { createHash } from 'node:crypto';
import {
  findContentProblem,
  NOTE_LIMITS,
  noteContentBytes,
  type NoteColor,
  type NoteContent,
  type NoteImportSkip,
  noteTagFrom,
} from '@/api/schema';
import { documentText } from '../documentText.ts';
import type { ImportedAttachment } from './importedAttachment.ts';

/** A note ready to be written by an import, with the id it will have. */
export interface ImportedNote {
  id: string;
  /** Format-prefixed (`quire:`, `md:`, `enex:`, `keep:`): a second import of it is a duplicate. */
  sourceId: string;
  title: string;
  content: NoteContent;
  plainText: string;
  tags: string[];
  color: NoteColor;
  pinned: boolean;
  archived: boolean;
  createdAt?: Date;
  updatedAt?: Date;
  trashedAt?: Date;
  /** PDFs and images kept as files of the user, each linked from the note. */
  attachments?: ImportedAttachment[];
}

/** What every reader hands the writer: the notes, and the items it could not make notes of. */
export interface ImportBatch {
  notes: ImportedNote[];
  skipped: NoteImportSkip[];
}

export type NoteFields = Omit<ImportedNote, 'plainText' | 'title'> & { title: string };

/**
 * Completes a converted note (plain text, title within its limit) or says why it cannot be one:
 * the same content rules a save has, so an import never stores what the editor could not.
 */
export function finishNote(
  name: string,
  fields: NoteFields,
): { note: ImportedNote } | { skip: NoteImportSkip } {
  if (noteContentBytes(fields.content) > NOTE_LIMITS.contentBytes)
    return { skip: { name, reason: 'too_large' } };
  if (findContentProblem(fields.content)) return { skip: { name, reason: 'too_complex' } };
  return {
    note: {
      ...fields,
      title: fields.title.trim().slice(0, NOTE_LIMITS.title),
      plainText: documentText(fields.content),
    },
  };
}

/** A date an import keeps: a real one from 1970 to 9999; any other means "when imported". */
export function importDate(date: Date | undefined): Date | undefined {
  if (!date || Number.isNaN(date.getTime())) return undefined;
  const year = date.getUTCFullYear();
  return year >= 1970 && year <= 9999 ? date : undefined;
}

/**
 * Names as tags by the notes' own rule (trimmed, lower case), once each and within the per-note
 * limit; a name no tag may be is dropped, never failing its note.
 */
export function importTags(names: Iterable<string>): string[] {
  const tags = [...names].map((name) => noteTagFrom(name)).filter((tag) => tag !== undefined);
  return [...new Set(tags)].slice(0, NOTE_LIMITS.tagsPerNote);
}

/** A source id's digest of its parts (NUL between them, so no two part lists run together). */
export function sourceDigest(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  parts.forEach((part, index) => (index ? hash.update('\0') : hash).update(part));
  return hash.digest('hex');
}
