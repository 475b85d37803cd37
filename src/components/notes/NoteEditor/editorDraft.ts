import type { Editor } from '@tiptap/core';
import type { NoteContent } from '@/api/schema/noteContent';
import type { Note } from '@/api/schema/notes';
import { EMPTY_NOTE_CONTENT } from '@/api/schema/notesConstants';

/** Everything the editor lets the user change; the page saves it. */
export type NoteDraft = Pick<Note, 'title' | 'content' | 'plainText' | 'tags' | 'color' | 'pinned'>;

/** What a new note starts from. */
export const BLANK_NOTE_DRAFT: NoteDraft = {
  title: '',
  content: EMPTY_NOTE_CONTENT,
  plainText: '',
  tags: [],
  color: 'default',
  pinned: false,
};

/** One line per text block (paragraph, heading, list item, code line), whatever the nesting. */
function plainTextOf(editor: Editor): string {
  const lines: string[] = [];
  editor.state.doc.descendants((node) => {
    if (!node.isTextblock) return true;
    lines.push(node.textContent);
    return false;
  });
  return lines.join('\n').trim();
}

/** The editor's JSON and a plain-text copy (one line per block) for search and previews. */
export function editorBody(editor: Editor): Pick<NoteDraft, 'content' | 'plainText'> {
  return {
    content: editor.getJSON() as NoteContent,
    plainText: plainTextOf(editor),
  };
}
