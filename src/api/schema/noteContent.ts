import { z } from './zodSetup';
import { isAllowedNoteHref } from './noteInput';
import { isStorableText } from './text';

export { isAllowedNoteHref, NOTE_LINK_PROTOCOLS } from './noteInput';

/** How deep and how large a note's document may be; the editor never comes near either. */
export const NOTE_CONTENT_LIMITS = { depth: 100, nodes: 20_000, attrText: 2048 } as const;

export interface NoteMark {
  type: string;
  attrs?: Record<string, unknown>;
}

export interface NoteNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: NoteNode[];
  marks?: NoteMark[];
  text?: string;
}

export interface NoteContent {
  type: 'doc';
  content?: NoteNode[];
}

type AttrCheck = (value: unknown) => boolean;
const nullable =
  (check: AttrCheck): AttrCheck =>
  (value) =>
    value === null || check(value);
const shortText: AttrCheck = (value) =>
  typeof value === 'string' && value.length <= 64 && /^[\w+#.-]*$/.test(value);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const uuid: AttrCheck = (value) => typeof value === 'string' && UUID.test(value);
const oneOf =
  (...allowed: unknown[]): AttrCheck =>
  (value) =>
    allowed.includes(value);

/**
 * The editor's vocabulary (docs/product.md §8): node and mark types with the attributes each may
 * carry. Link `target`/`rel`/`class` are tolerated only as the values the editor itself writes;
 * the renderer sets its own, so a stored value never reaches the page.
 */
const NODE_ATTRS: Record<string, Record<string, AttrCheck>> = {
  paragraph: {},
  text: {},
  heading: { level: oneOf(1, 2, 3) },
  blockquote: {},
  bulletList: {},
  orderedList: {
    start: (value) => Number.isInteger(value) && (value as number) >= 0 && (value as number) < 1e6,
    type: nullable(oneOf('1', 'a', 'A', 'i', 'I')),
  },
  listItem: {},
  taskList: {},
  taskItem: { checked: oneOf(true, false) },
  codeBlock: { language: nullable(shortText) },
  hardBreak: {},
  horizontalRule: {},
  /**
   * A link by id to a note, or (`kind`) a calendar event or a file; its text is the target's
   * current title (docs/product.md, "Note links").
   */
  noteLink: { noteId: uuid, kind: oneOf('note', 'event', 'file') },
};

/** Attributes a node must carry. */
const REQUIRED_NODE_ATTRS: Record<string, string[]> = { noteLink: ['noteId'] };

const MARK_ATTRS: Record<string, Record<string, AttrCheck>> = {
  bold: {},
  italic: {},
  strike: {},
  underline: {},
  code: {},
  link: {
    href: isAllowedNoteHref,
    target: nullable(oneOf('_blank')),
    rel: nullable(oneOf('noopener noreferrer nofollow')),
    class: oneOf(null),
    title: nullable(
      (value) => typeof value === 'string' && value.length <= NOTE_CONTENT_LIMITS.attrText,
    ),
  },
};

export interface ContentProblem {
  path: (string | number)[];
  /** A `FIELD_ERROR_CODES` entry. */
  code: 'invalid' | 'invalid_characters' | 'too_complex';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function attrsProblem(attrs: unknown, allowed: Record<string, AttrCheck>, required: string[] = []) {
  if (attrs === undefined) return required.length > 0;
  if (!isRecord(attrs)) return true;
  for (const [key, value] of Object.entries(attrs)) {
    const check = allowed[key];
    if (!check || !check(value)) return true;
  }
  return required.some((key) => !(key in attrs));
}

/**
 * Checks a document without recursion (an explicit stack), so no depth of nesting can overflow
 * the call stack: depth and node count are capped before anything else looks at the tree.
 */
export function findContentProblem(doc: unknown): ContentProblem | null {
  if (!isRecord(doc) || doc.type !== 'doc') return { path: ['type'], code: 'invalid' };
  for (const key of Object.keys(doc))
    if (key !== 'type' && key !== 'content') return { path: [key], code: 'invalid' };
  const stack: { node: unknown; path: (string | number)[]; depth: number }[] = [];
  const pushChildren = (content: unknown, path: (string | number)[], depth: number) => {
    if (content === undefined) return true;
    if (!Array.isArray(content)) return false;
    for (let i = content.length - 1; i >= 0; i--)
      stack.push({ node: content[i], path: [...path, 'content', i], depth });
    return true;
  };
  if (!pushChildren(doc.content, [], 1)) return { path: ['content'], code: 'invalid' };
  let nodes = 0;
  while (stack.length) {
    const { node, path, depth } = stack.pop()!;
    if (depth > NOTE_CONTENT_LIMITS.depth || ++nodes > NOTE_CONTENT_LIMITS.nodes)
      return { path: [], code: 'too_complex' };
    if (!isRecord(node)) return { path, code: 'invalid' };
    const type = node.type;
    const allowed = typeof type === 'string' ? NODE_ATTRS[type] : undefined;
    if (!allowed || !Object.hasOwn(NODE_ATTRS, type as string))
      return { path: [...path, 'type'], code: 'invalid' };
    for (const key of Object.keys(node)) {
      if (!['type', 'attrs', 'content', 'marks', 'text'].includes(key))
        return { path: [...path, key], code: 'invalid' };
    }
    if (attrsProblem(node.attrs, allowed, REQUIRED_NODE_ATTRS[type as string]))
      return { path: [...path, 'attrs'], code: 'invalid' };
    if (type === 'noteLink' && node.content !== undefined)
      return { path: [...path, 'content'], code: 'invalid' };
    if (type === 'text') {
      if (typeof node.text !== 'string' || node.text.length === 0 || node.content !== undefined)
        return { path: [...path, 'text'], code: 'invalid' };
      if (!isStorableText(node.text))
        return { path: [...path, 'text'], code: 'invalid_characters' };
    } else if (node.text !== undefined) return { path: [...path, 'text'], code: 'invalid' };
    if (node.marks !== undefined) {
      if (!Array.isArray(node.marks)) return { path: [...path, 'marks'], code: 'invalid' };
      for (const [i, mark] of node.marks.entries()) {
        const markPath = [...path, 'marks', i];
        if (
          !isRecord(mark) ||
          typeof mark.type !== 'string' ||
          !Object.hasOwn(MARK_ATTRS, mark.type)
        )
          return { path: markPath, code: 'invalid' };
        for (const key of Object.keys(mark))
          if (key !== 'type' && key !== 'attrs') return { path: markPath, code: 'invalid' };
        const required = mark.type === 'link' ? ['href'] : [];
        if (attrsProblem(mark.attrs, MARK_ATTRS[mark.type]!, required))
          return { path: [...markPath, 'attrs'], code: 'invalid' };
      }
    }
    if (!pushChildren(node.content, path, depth + 1))
      return { path: [...path, 'content'], code: 'invalid' };
  }
  return null;
}

/**
 * A ProseMirror document as Tiptap's `getJSON()` gives it. Not a recursive zod schema: the
 * iterative check above runs first and alone, so hostile nesting is a 400, never a stack overflow.
 */
export const noteContentSchema = z
  .custom<NoteContent>((value) => isRecord(value), { params: { fieldCode: 'invalid' } })
  .superRefine((value, ctx) => {
    const problem = findContentProblem(value);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        path: problem.path,
        params: { fieldCode: problem.code },
        message: problem.code,
      });
  })
  .meta({
    description: `A ProseMirror document ({ type: "doc", content: [...] }) of at most ${NOTE_CONTENT_LIMITS.depth} levels and ${NOTE_CONTENT_LIMITS.nodes} nodes`,
  });
