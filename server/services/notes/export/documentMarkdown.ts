import type { NoteContent, NoteNode } from '@/api/schema';
import { inlineMarkdown, type NoteLinkText } from './markdownText.ts';

/** Indents every line but the first by `width` spaces (a list item's continuation). */
const hang = (text: string, width: number) =>
  text.replace(/\n(?=.)/g, `\n${' '.repeat(width)}`).replace(/\n(?!.)/g, '\n');

/** A code fence longer than any run of backticks in the code. */
function fenced(code: string, language: unknown): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${typeof language === 'string' ? language : ''}\n${code}\n${fence}`;
}

class Writer {
  constructor(private readonly noteLink: NoteLinkText) {}

  blocks(nodes: NoteNode[]): string {
    return nodes.map((node) => this.block(node)).join('\n\n');
  }

  private inline(node: NoteNode): string {
    return inlineMarkdown(node.content ?? [], this.noteLink);
  }

  private block(node: NoteNode): string {
    switch (node.type) {
      case 'paragraph':
        return this.inline(node);
      case 'heading':
        return `${'#'.repeat(Number(node.attrs?.level ?? 1))} ${this.inline(node)}`;
      case 'blockquote':
        return this.blocks(node.content ?? [])
          .split('\n')
          .map((line) => (line ? `> ${line}` : '>'))
          .join('\n');
      case 'codeBlock':
        return fenced(
          (node.content ?? []).map((child) => child.text ?? '').join(''),
          node.attrs?.language,
        );
      case 'horizontalRule':
        return '***';
      case 'bulletList':
        return this.items(node, () => '- ');
      case 'orderedList': {
        const start = Number(node.attrs?.start ?? 1);
        return this.items(node, (index) => `${start + index}. `);
      }
      case 'taskList':
        return this.items(node, (_, item) => (item.attrs?.checked ? '- [x] ' : '- [ ] '));
      default:
        return node.content ? this.blocks(node.content) : '';
    }
  }

  /** A list, tight: items on consecutive lines, their nested blocks indented under the text. */
  private items(list: NoteNode, marker: (index: number, item: NoteNode) => string): string {
    return (list.content ?? [])
      .map((item, index) => {
        const prefix = marker(index, item);
        const width = prefix.startsWith('- [') ? 2 : prefix.length;
        const [first, ...rest] = item.content ?? [];
        const head = first ? this.block(first) : '';
        // A nested list follows its line directly; another paragraph needs a blank line first.
        const text = rest.reduce(
          (done, block) =>
            `${done}${block.type.endsWith('List') ? '\n' : '\n\n'}${this.block(block)}`,
          head,
        );
        return `${prefix}${hang(text, width)}`.trimEnd();
      })
      .join('\n');
  }
}

/** A note's document as Markdown (GitHub's flavour: task lists, strikethrough), ending in a newline. */
export function documentMarkdown(doc: NoteContent, noteLink: NoteLinkText): string {
  return `${new Writer(noteLink).blocks(doc.content ?? []).trimEnd()}\n`;
}
