import {
  findContentProblem,
  NOTE_LIMITS,
  noteContentBytes,
  type NoteColor,
  type NoteContent,
  type NoteImportSkip,
} from '@/api/schema';
import { documentText } from '../documentText.ts';

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
