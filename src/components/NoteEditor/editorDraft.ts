import type { Editor } from '@tiptap/core';
import type { Note, NoteContent } from '../../api/schema';

/** Everything the editor lets the user change; the page saves it. */
export type NoteDraft = Pick<Note, 'title' | 'content' | 'plainText' | 'tags' | 'color' | 'pinned'>;

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
