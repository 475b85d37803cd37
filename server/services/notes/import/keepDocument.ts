import type { NoteContent, NoteNode } from '@/api/schema';

/** One item of a Keep checklist. */
export interface KeepListItem {
  text: string;
  checked: boolean;
}

const lines = (text: string) => text.replace(/\r\n?/g, '\n').split('\n');

/** A line as a paragraph; a blank one stays as an empty paragraph (ProseMirror has no empty text). */
const paragraph = (line: string): NoteNode =>
  line.trim()
    ? { type: 'paragraph', content: [{ type: 'text', text: line }] }
    : { type: 'paragraph' };

/** An item's text in one paragraph, its own line breaks kept as hard breaks. */
function itemParagraph(text: string): NoteNode {
  const content = lines(text).flatMap((line, index): NoteNode[] => [
    ...(index ? [{ type: 'hardBreak' }] : []),
    ...(line ? [{ type: 'text', text: line }] : []),
  ]);
  return content.some((node) => node.type === 'text')
    ? { type: 'paragraph', content }
    : { type: 'paragraph' };
}

/**
 * A Keep note as the editor's document: its plain text one paragraph per line (blank lines as
 * empty paragraphs, those at either end dropped), then its list as a checklist.
 */
export function keepDocument(text: string, items: KeepListItem[]): NoteContent {
  const all = lines(text);
  let start = 0;
  let end = all.length;
  while (start < end && !all[start]!.trim()) start++;
  while (end > start && !all[end - 1]!.trim()) end--;
  const blocks = all.slice(start, end).map(paragraph);
  if (items.length)
    blocks.push({
      type: 'taskList',
      content: items.map((item) => ({
        type: 'taskItem',
        attrs: { checked: item.checked },
        content: [itemParagraph(item.text)],
      })),
    });
  return { type: 'doc', content: blocks.length ? blocks : [{ type: 'paragraph' }] };
}
