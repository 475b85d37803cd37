import { NOTE_LIMITS, type NoteContent, type NoteNode } from '@/api/schema';

const TEXT_BLOCKS = new Set(['paragraph', 'heading', 'codeBlock']);

/**
 * A document's plain-text copy as the editor makes it (one line per text block, whatever the
 * nesting), for notes written by the server itself: imports. Walks without recursion.
 */
export function documentText(doc: NoteContent): string {
  const lines: string[] = [];
  const stack: NoteNode[] = [...(doc.content ?? [])].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (TEXT_BLOCKS.has(node.type)) {
      lines.push((node.content ?? []).map((child) => child.text ?? '').join(''));
      continue;
    }
    const children = node.content ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return lines.join('\n').trim().slice(0, NOTE_LIMITS.plainTextChars);
}
