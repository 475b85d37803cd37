import { linkKindOf, type NoteLinkKind, type NoteMark, type NoteNode } from '@/api/schema';

/**
 * Escapes text so Markdown reads it back as the same characters: every ASCII punctuation mark
 * Markdown gives a meaning to, a marker at the start of a line, and what GitHub's Markdown would
 * turn into a link by itself (`https://`, `www.`, an e-mail address).
 */
export function escapeText(text: string): string {
  return text
    .replace(/[\\`*_[\]<>~|#!&@$]/g, '\\$&')
    .replace(/^([-+=])/, '\\$1')
    .replace(/^(\d+)([.)])/, '$1\\$2')
    .replace(/:\/\//g, '\\://')
    .replace(/\bwww\./gi, (match) => `${match.slice(0, 3)}\\.`);
}

/** Inline code with a fence longer than any run of backticks inside it. */
function inlineCode(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') || /^ .* $/.test(text) ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A link destination Markdown reads back whole: in angle brackets when it has spaces or brackets. */
export function destination(href: string): string {
  return /[\s()<>]/.test(href) ? `<${href.replace(/[<>]/g, (c) => encodeURIComponent(c))}>` : href;
}

/** Outermost first: a link holds emphasis, emphasis holds code. */
const ORDER = ['link', 'bold', 'italic', 'strike', 'underline'];
const OPEN: Record<string, string> = {
  bold: '**',
  italic: '*',
  strike: '~~',
  underline: '<u>',
  link: '[',
};
const closing = (mark: NoteMark) =>
  mark.type === 'link'
    ? `](${destination(String(mark.attrs?.href ?? ''))})`
    : mark.type === 'underline'
      ? '</u>'
      : OPEN[mark.type]!;
const sameMark = (a: NoteMark, b: NoteMark) =>
  a.type === b.type && (a.type !== 'link' || a.attrs?.href === b.attrs?.href);

/**
 * What a noteLink becomes: for a note, a relative link to the exported file or its title as text;
 * for an event or a file, a link to its address in the app.
 */
export type NoteLinkText = (id: string, kind: NoteLinkKind) => string;

/**
 * One text block's inline content as Markdown. Marks open and close around runs of nodes that
 * share them; spaces at a run's edge go outside its delimiters, where emphasis can close.
 */
export function inlineMarkdown(nodes: NoteNode[], noteLink: NoteLinkText): string {
  let out = '';
  const open: NoteMark[] = [];
  const closeFrom = (index: number) => {
    while (open.length > index) out += closing(open.pop()!);
  };
  for (const node of nodes) {
    if (node.type === 'hardBreak') {
      closeFrom(0);
      out += '\\\n';
      continue;
    }
    if (node.type !== 'text') {
      closeFrom(0);
      if (node.type === 'noteLink')
        out += noteLink(String(node.attrs?.noteId ?? ''), linkKindOf(node));
      continue;
    }
    const marks = (node.marks ?? [])
      .filter((mark) => mark.type !== 'code')
      .sort((a, b) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type));
    let keep = 0;
    while (keep < open.length && keep < marks.length && sameMark(open[keep]!, marks[keep]!)) keep++;
    const isCode = node.marks?.some((mark) => mark.type === 'code');
    const raw = node.text ?? '';
    const [, lead = '', body = '', trail = ''] = isCode
      ? ['', '', raw, '']
      : /^(\s*)([\s\S]*?)(\s*)$/.exec(raw)!;
    if (!isCode && !body) {
      // Only spaces: no delimiters around them (`** **` would not read back as bold).
      closeFrom(0);
      out += escapeText(raw);
      continue;
    }
    closeFrom(keep);
    out += escapeText(lead);
    for (const mark of marks.slice(keep)) {
      out += OPEN[mark.type] ?? '';
      open.push(mark);
    }
    out += isCode ? inlineCode(body) : escapeText(body);
    if (trail) {
      closeFrom(0);
      out += escapeText(trail);
    }
  }
  closeFrom(0);
  return out;
}
