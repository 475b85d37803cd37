import { z } from './zodSetup';
import { cursorPage, cursorPageQuery } from './http';
import type { NoteContent, NoteNode } from './noteContent';

/** The rules docs/product.md ("Note links") states. */
export const NOTE_LINKS = {
  /** Distinct notes one note links to that are kept; links past it are not stored. */
  perNote: 1_000,
  /** Characters of the linking text kept on each side of a link, for the backlink's snippet. */
  snippetChars: 80,
  pageSize: { default: 20, max: 100 },
} as const;

/** The inline node a link to another note is, in a note's document. */
export const NOTE_LINK_NODE = 'noteLink';

/**
 * What a link points at (docs/product.md, "Note links"): a note, a calendar event or a file. The
 * node keeps the target's id in `noteId` whatever its kind (stored documents predate the kinds)
 * and its kind in `kind`, absent on a link to a note.
 */
export const NOTE_LINK_KINDS = ['note', 'event', 'file'] as const;
export type NoteLinkKind = (typeof NOTE_LINK_KINDS)[number];
/** The kinds that are not notes: each resolves to its title through its own owner's rules. */
export type LinkedItemKind = Exclude<NoteLinkKind, 'note'>;

/** A link node's kind; a missing or unknown one reads as a note link, as stored ones are. */
export function linkKindOf(node: NoteNode): NoteLinkKind {
  const kind = node.attrs?.kind;
  return kind === 'event' || kind === 'file' ? kind : 'note';
}

export const NOTE_LINKS_PATHS = {
  links: (noteId: string) => `/notes/${noteId}/links`,
  backlinks: (noteId: string) => `/notes/${noteId}/backlinks`,
} as const;

export const NOTE_LINKS_ROUTES = {
  links: '/notes/:id/links',
  backlinks: '/notes/:id/backlinks',
} as const;

/** A note this note links to: its current title, or null when it is gone or in the trash. */
export const noteLinkTargetSchema = z.object({ noteId: z.uuid(), title: z.string().nullable() });
export type NoteLinkTarget = z.infer<typeof noteLinkTargetSchema>;

/**
 * An event or a file this note links to: its title (a file's name) now, or null when it is gone
 * or the user may no longer see it; an event's `calendar` is its owner's username (its address).
 */
export const linkedItemSchema = z.object({
  kind: z.enum(['event', 'file']),
  id: z.uuid(),
  title: z.string().nullable(),
  calendar: z.string().nullable(),
});
export type LinkedItem = z.infer<typeof linkedItemSchema>;

export const listNoteLinksResponseSchema = z.object({
  items: z.array(noteLinkTargetSchema),
  /** Links to calendar events and files, the ones gone last. */
  others: z.array(linkedItemSchema),
  /** The note links to more than NOTE_LINKS.perNote notes: only the first are kept. */
  capped: z.boolean(),
});
export type ListNoteLinksResponse = z.infer<typeof listNoteLinksResponseSchema>;

/** A note that links here, with the text on each side of the (first) link. */
export const backlinkSchema = z.object({
  noteId: z.uuid(),
  title: z.string(),
  before: z.string(),
  after: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Backlink = z.infer<typeof backlinkSchema>;

export const listBacklinksQuerySchema = z.object(cursorPageQuery(NOTE_LINKS.pageSize));
export type ListBacklinksQuery = z.input<typeof listBacklinksQuerySchema>;

export const listBacklinksResponseSchema = cursorPage(backlinkSchema);
export type ListBacklinksResponse = z.infer<typeof listBacklinksResponseSchema>;

export interface DerivedLink {
  noteId: string;
  before: string;
  after: string;
}

/** A link to an event or a file, as a document holds it. */
export interface DerivedItem {
  kind: LinkedItemKind;
  id: string;
}

/** Text of one inline child as a snippet shows it: another link reads as an ellipsis. */
const inlineText = (node: NoteNode) =>
  node.type === 'text' ? (node.text ?? '') : node.type === NOTE_LINK_NODE ? '…' : ' ';

/**
 * The notes a document links to, each once (its first link) with the text around it, in
 * document order; at most NOTE_LINKS.perNote. The events and files it links to come in `items`,
 * each once, at most as many. Walks with an explicit stack, like the content check, and looks at
 * each node once, so the work is bounded by the document's node limit.
 */
export function noteLinksOf(doc: NoteContent): {
  links: DerivedLink[];
  items: DerivedItem[];
  capped: boolean;
} {
  const links = new Map<string, DerivedLink>();
  const items = new Map<string, DerivedItem>();
  let capped = false;
  const stack: NoteNode[] = [...(doc.content ?? [])].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    const children = node.content ?? [];
    if (!children.some((child) => child.type === NOTE_LINK_NODE)) {
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
      continue;
    }
    // One string per block and each child's offset in it, so each snippet is two slices.
    const starts: number[] = [];
    let block = '';
    for (const child of children) {
      starts.push(block.length);
      block += inlineText(child);
    }
    children.forEach((child, index) => {
      if (child.type !== NOTE_LINK_NODE) return;
      const noteId = String(child.attrs?.noteId ?? '');
      const kind = linkKindOf(child);
      if (kind !== 'note') {
        const key = `${kind}:${noteId}`;
        if (items.has(key)) return;
        if (items.size >= NOTE_LINKS.perNote) capped = true;
        else items.set(key, { kind, id: noteId });
        return;
      }
      if (links.has(noteId)) return;
      if (links.size >= NOTE_LINKS.perNote) {
        capped = true;
        return;
      }
      const start = starts[index]!;
      const end = start + inlineText(child).length;
      links.set(noteId, {
        noteId,
        before: block.slice(Math.max(0, start - NOTE_LINKS.snippetChars), start),
        after: block.slice(end, end + NOTE_LINKS.snippetChars),
      });
    });
  }
  return { links: [...links.values()], items: [...items.values()], capped };
}
