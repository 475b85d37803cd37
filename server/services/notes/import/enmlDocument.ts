import {
  isAllowedNoteHref,
  NOTE_CONTENT_LIMITS,
  type NoteContent,
  type NoteMark,
  type NoteNode,
} from '@/api/schema';
import { textOf, type XmlElement } from './xmlTree.ts';

type Child = XmlElement | string;

const BLOCKS = new Set([
  'div',
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'blockquote',
  'pre',
  'hr',
  'table',
  'en-note',
  'li',
  'tr',
  'tbody',
  'thead',
  'center',
  'section',
  'article',
]);
const MARKS: Record<string, string> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
  s: 'strike',
  strike: 'strike',
  del: 'strike',
  code: 'code',
  tt: 'code',
};
const RANK = ['link', 'bold', 'code', 'italic', 'strike', 'underline'];

const isBlock = (child: Child) => typeof child !== 'string' && BLOCKS.has(child.name);
const paragraph = (content: NoteNode[]): NoteNode =>
  content.length ? { type: 'paragraph', content } : { type: 'paragraph' };

/** Inline content: text with marks, line breaks; media and to-do boxes are left out here. */
function inline(children: Child[], marks: NoteMark[]): NoteNode[] {
  const out: NoteNode[] = [];
  for (const child of children) {
    if (typeof child === 'string') {
      const value = child.replace(/\s+/g, ' ');
      if (value)
        out.push(
          marks.length ? { type: 'text', text: value, marks } : { type: 'text', text: value },
        );
      continue;
    }
    if (child.name === 'br') out.push({ type: 'hardBreak' });
    else if (child.name === 'en-media' || child.name === 'en-todo' || child.name === 'en-crypt')
      continue;
    else if (
      child.name === 'a' &&
      isAllowedNoteHref(child.attrs.href) &&
      child.attrs.href!.length <= NOTE_CONTENT_LIMITS.attrText
    )
      out.push(
        ...inline(
          child.children,
          rank([...marks, { type: 'link', attrs: { href: child.attrs.href } }]),
        ),
      );
    else if (MARKS[child.name] && !marks.some((mark) => mark.type === MARKS[child.name]))
      out.push(...inline(child.children, rank([...marks, { type: MARKS[child.name]! }])));
    else out.push(...inline(child.children, marks));
  }
  return out;
}

const rank = (marks: NoteMark[]) =>
  marks.sort((a, b) => RANK.indexOf(a.type) - RANK.indexOf(b.type));

/** Trims the spaces ENML's line layout leaves at a paragraph's edges. */
function trimmed(nodes: NoteNode[]): NoteNode[] {
  const first = nodes[0];
  if (first?.type === 'text') first.text = first.text!.replace(/^ +/, '');
  const last = nodes.at(-1);
  if (last?.type === 'text') last.text = last.text!.replace(/ +$/, '');
  return nodes.filter((node) => node.type !== 'text' || node.text);
}

/** A to-do line: `<div><en-todo checked="true"/>text</div>`, Evernote's checklist item. */
function todo(element: XmlElement): NoteNode | null {
  const first = element.children.find((child) => typeof child !== 'string' || child.trim());
  if (typeof first === 'string' || first?.name !== 'en-todo') return null;
  return {
    type: 'taskItem',
    attrs: { checked: first.attrs.checked === 'true' },
    content: [paragraph(trimmed(inline(element.children, [])))],
  };
}

function listItems(element: XmlElement): NoteNode[] {
  return element.children
    .filter((child): child is XmlElement => typeof child !== 'string' && child.name === 'li')
    .map((item) => {
      const content = blocks(item.children);
      if (content[0]?.type !== 'paragraph') content.unshift(paragraph([]));
      return { type: 'listItem', content };
    });
}

function block(element: XmlElement): NoteNode[] {
  const heading = /^h([1-6])$/.exec(element.name);
  if (heading)
    return [
      {
        type: 'heading',
        attrs: { level: Math.min(Number(heading[1]), 3) },
        content: trimmed(inline(element.children, [])),
      },
    ].map((node) => (node.content.length ? node : { type: node.type, attrs: node.attrs }));
  switch (element.name) {
    case 'hr':
      return [{ type: 'horizontalRule' }];
    case 'pre': {
      const code = textOf(element);
      return [
        {
          type: 'codeBlock',
          attrs: { language: null },
          ...(code ? { content: [{ type: 'text', text: code }] } : {}),
        },
      ];
    }
    case 'ul':
    case 'ol': {
      const items = listItems(element);
      if (!items.length) return [];
      return element.name === 'ul'
        ? [{ type: 'bulletList', content: items }]
        : [{ type: 'orderedList', attrs: { start: 1, type: null }, content: items }];
    }
    case 'blockquote': {
      const content = blocks(element.children);
      return [{ type: 'blockquote', content: content.length ? content : [paragraph([])] }];
    }
    case 'tr':
      return [
        paragraph(
          trimmed(
            element.children.flatMap((cell, i) =>
              typeof cell === 'string'
                ? []
                : [...(i ? [{ type: 'text', text: ' | ' }] : []), ...inline(cell.children, [])],
            ),
          ),
        ),
      ];
    default: {
      const task = todo(element);
      if (task) return [task];
      return element.children.some(isBlock)
        ? blocks(element.children)
        : [paragraph(trimmed(inline(element.children, [])))];
    }
  }
}

/** Blocks from mixed children: runs of inline content become paragraphs; to-do lines a task list. */
function blocks(children: Child[]): NoteNode[] {
  const out: NoteNode[] = [];
  let run: Child[] = [];
  const flush = () => {
    const content = trimmed(inline(run, []));
    if (content.length) out.push(paragraph(content));
    run = [];
  };
  for (const child of children) {
    if (!isBlock(child)) {
      run.push(child);
      continue;
    }
    flush();
    for (const node of block(child as XmlElement)) {
      const last = out.at(-1);
      if (node.type === 'taskItem' && last?.type === 'taskList') last.content!.push(node);
      else out.push(node.type === 'taskItem' ? { type: 'taskList', content: [node] } : node);
    }
  }
  flush();
  return out;
}

/** An Evernote note's ENML (`<en-note>`, XHTML with to-do boxes and media) as the editor's document. */
export function enmlDocument(note: XmlElement): NoteContent {
  const content = blocks(note.children);
  return { type: 'doc', content: content.length ? content : [paragraph([])] };
}
