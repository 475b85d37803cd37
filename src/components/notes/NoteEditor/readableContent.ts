import { getSchema } from '@tiptap/core';
import type { NoteContent } from '@/api/schema/noteContent';
import { noteExtensions } from './extensions';

/**
 * Whether the editor can hold `content` exactly. Given a node type or attribute it does not know
 * (a note from a newer version, a row changed by hand), Tiptap would open an empty document that
 * the next keystroke saves over the note; such a note is shown read-only instead.
 */
export function isReadableContent(content: NoteContent): boolean {
  try {
    getSchema(noteExtensions(() => ''))
      .nodeFromJSON(content)
      .check();
    return true;
  } catch {
    return false;
  }
}
