import type { NoteNode } from '@/api/schema/noteContent';
import {
  createNoteRequestSchema,
  noteContentBytes,
  type CreateNoteRequest,
} from '@/api/schema/notes';
import { NOTE_LIMITS } from '@/api/schema/notesConstants';
import type { QuickNoteValue } from '@/components/home/QuickNote';

function paragraph(line: string): NoteNode {
  return line
    ? { type: 'paragraph', content: [{ type: 'text', text: line }] }
    : { type: 'paragraph' };
}

/**
 * The quick note as the editor would have saved it (a paragraph per line), checked against the
 * schema and the content size the server accepts; null when it would be refused.
 */
export function quickNoteRequest({ title, text }: QuickNoteValue): CreateNoteRequest | null {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\s+$/, '').split('\n');
  const request = {
    title: title.trim(),
    content: { type: 'doc' as const, content: lines.map(paragraph) },
    plainText: lines.join('\n'),
  };
  if (noteContentBytes(request.content) > NOTE_LIMITS.contentBytes) return null;
  return createNoteRequestSchema.safeParse(request).success ? request : null;
}
