import type { Nodes, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import {
  isAllowedNoteHref,
  NOTE_CONTENT_LIMITS,
  NOTE_LINK_NODE,
  type NoteContent,
  type NoteMark,
  type NoteNode,
} from '@/api/schema';
import { ImportRefused } from './importRefused.ts';

/** The note a relative link points to (by the link's address as written), or null. */
export type LinkResolver = (href: string) => string | null;

/**
 * How deep the Markdown tree may nest: each Markdown level becomes at most two document levels
 * (a list item holds a paragraph), so this keeps the document within its own depth limit.
 */
const MAX_MARKDOWN_DEPTH = Math.floor(NOTE_CONTENT_LIMITS.depth / 2);

const CONTAINER_PREFIX = /^(?:[ \t]*(?:>|(?:[-*+]|\d{1,9}[.)])(?=[ \t])))*[ \t]*/;

/**
 * Refuses Markdown whose containers (quotes, list items, indentation) nest past
 * MAX_MARKDOWN_DEPTH on any line, before the parser sees it: the parser's work grows far faster
 * than the nesting, so a thousand-deep list would hold a request for minutes.
 */
function assertShallowSource(markdown: string): void {
  for (const line of markdown.split('\n')) {
    const prefix = CONTAINER_PREFIX.exec(line)![0];
    if (prefix.length <= MAX_MARKDOWN_DEPTH) continue;
    const markers = prefix.replace(/[ \t]/g, '').replace(/\d+/g, '').length;
    const indent = prefix.replace(/[^ \t]/g, '').replace(/\t/g, '    ').length;
    if (markers + Math.floor(indent / 4) > MAX_MARKDOWN_DEPTH)
      throw new ImportRefused('too_complex');
  }
}

/** Refuses a tree deeper than MAX_MARKDOWN_DEPTH, walking it without recursion. */
function assertShallow(root: Root): void {
  const stack: [Nodes, number][] = [[root, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth > MAX_MARKDOWN_DEPTH) throw new ImportRefused('too_complex');
    if ('children' in node) for (const child of node.children) stack.push([child, depth + 1]);
  }
}

/**
 * Marks in the order the editor's schema ranks them (the link extension's higher priority puts it
 * first, then StarterKit's order), as ProseMirror stores them: the same text gives the same JSON.
 */
const MARK_RANK = ['link', 'bold', 'code', 'italic', 'strike', 'underline'];
const ranked = (marks: NoteMark[]) =>
  [...marks].sort((a, b) => MARK_RANK.indexOf(a.type) - MARK_RANK.indexOf(b.type));

const text = (value: string, marks: NoteMark[]): NoteNode[] =>
  value
    ? [
        marks.length
          ? { type: 'text', text: value, marks: ranked(marks) }
          : { type: 'text', text: value },
      ]
    : [];

const paragraph = (content: NoteNode[]): NoteNode =>
  content.length ? { type: 'paragraph', content } : { type: 'paragraph' };

/** Turns parsed Markdown into the editor's document; `resolve` turns relative links into note links. */
class Converter {
  private readonly definitions = new Map<string, string>();

  constructor(private readonly resolve: LinkResolver) {}

  document(root: Root): NoteContent {
    for (const node of root.children)
      if (node.type === 'definition') this.definitions.set(node.identifier, node.url);
    const content = this.blocks(root.children);
    return { type: 'doc', content: content.length ? content : [paragraph([])] };
  }

  private blocks(nodes: RootContent[]): NoteNode[] {
    return nodes.flatMap((node) => this.block(node));
  }

  private block(node: RootContent): NoteNode[] {
    switch (node.type) {
      case 'paragraph':
        return [paragraph(this.inline(node.children, []))];
      case 'heading':
        return [
          {
            type: 'heading',
            attrs: { level: Math.min(node.depth, 3) },
            ...this.contentOf(this.inline(node.children, [])),
          },
        ];
      case 'thematicBreak':
        return [{ type: 'horizontalRule' }];
      case 'blockquote':
        return [{ type: 'blockquote', content: this.nonEmpty(this.blocks(node.children)) }];
      case 'code':
        return [
          {
            type: 'codeBlock',
            attrs: { language: this.language(node.lang) },
            ...this.contentOf(text(node.value, [])),
          },
        ];
      case 'list':
        return [this.list(node)];
      case 'table':
        // The editor has no tables: each row becomes a line of its cells.
        return node.children.map((row) =>
          paragraph(
            row.children.flatMap((cell, i) => [
              ...(i ? text(' | ', []) : []),
              ...this.inline(cell.children, []),
            ]),
          ),
        );
      case 'html':
        return node.value.trim() ? [paragraph(text(node.value, []))] : [];
      case 'definition':
      case 'footnoteDefinition':
      case 'yaml':
        return [];
      default:
        return 'children' in node
          ? [paragraph(this.inline(node.children as PhrasingContent[], []))]
          : [];
    }
  }

  private list(node: Extract<RootContent, { type: 'list' }>): NoteNode {
    const tasks = node.children.some((item) => typeof item.checked === 'boolean');
    const items = node.children.map((item) => {
      const content = this.blocks(item.children);
      // A list item starts with a paragraph in the editor's schema.
      if (content[0]?.type !== 'paragraph') content.unshift(paragraph([]));
      return tasks
        ? { type: 'taskItem', attrs: { checked: item.checked === true }, content }
        : { type: 'listItem', content };
    });
    if (tasks) return { type: 'taskList', content: items };
    if (!node.ordered) return { type: 'bulletList', content: items };
    const start = Math.min(Math.max(node.start ?? 1, 0), 999_999);
    return { type: 'orderedList', attrs: { start, type: null }, content: items };
  }

  private inline(nodes: PhrasingContent[], marks: NoteMark[]): NoteNode[] {
    const out: NoteNode[] = [];
    let current = marks;
    for (const node of nodes) {
      // `<u>…</u>` is how underline is written (Markdown has none): the tags become the mark.
      if (node.type === 'html' && /^<u>$/i.test(node.value)) {
        current = [...current, { type: 'underline' }];
        continue;
      }
      if (node.type === 'html' && /^<\/u>$/i.test(node.value)) {
        current = current.filter((mark) => mark.type !== 'underline');
        continue;
      }
      out.push(...this.phrasing(node, current));
    }
    return out;
  }

  private phrasing(node: PhrasingContent, marks: NoteMark[]): NoteNode[] {
    switch (node.type) {
      case 'text':
        return text(node.value.replace(/\n/g, ' '), marks);
      case 'strong':
        return this.inline(node.children, [...marks, { type: 'bold' }]);
      case 'emphasis':
        return this.inline(node.children, [...marks, { type: 'italic' }]);
      case 'delete':
        return this.inline(node.children, [...marks, { type: 'strike' }]);
      case 'inlineCode':
        return text(node.value, [...marks, { type: 'code' }]);
      case 'break':
        return [{ type: 'hardBreak' }];
      case 'html':
        return text(node.value, marks);
      case 'link':
        return this.link(node.url, node.children, marks);
      case 'linkReference': {
        const url = this.definitions.get(node.identifier);
        return url === undefined
          ? this.inline(node.children, marks)
          : this.link(url, node.children, marks);
      }
      case 'image':
        return this.link(node.url, [{ type: 'text', value: node.alt || node.url }], marks);
      case 'imageReference':
        return text(node.alt ?? '', marks);
      default:
        return 'children' in node
          ? this.inline((node as Parent).children as PhrasingContent[], marks)
          : [];
    }
  }

  private link(url: string, children: PhrasingContent[], marks: NoteMark[]): NoteNode[] {
    const noteId = this.resolve(url);
    if (noteId) return [{ type: NOTE_LINK_NODE, attrs: { noteId } }];
    if (!isAllowedNoteHref(url) || url.length > NOTE_CONTENT_LIMITS.attrText)
      return this.inline(children, marks);
    return this.inline(children, [...marks, { type: 'link', attrs: { href: url } }]);
  }

  private language(lang: string | null | undefined): string | null {
    return lang && /^[\w+#.-]{1,64}$/.test(lang) ? lang : null;
  }

  private contentOf(content: NoteNode[]) {
    return content.length ? { content } : {};
  }

  private nonEmpty(content: NoteNode[]) {
    return content.length ? content : [paragraph([])];
  }
}

/** Markdown (CommonMark and GitHub's tables, task lists, strikethrough) as a note's document. */
export function markdownDocument(markdown: string, resolve: LinkResolver): NoteContent {
  assertShallowSource(markdown);
  const root = fromMarkdown(markdown, {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
  assertShallow(root);
  return new Converter(resolve).document(root);
}
