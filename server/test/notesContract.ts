import {
  listNotesResponseSchema,
  NOTES_PATHS,
  noteResponseSchema,
  type ListNotesQuery,
  type Note,
} from '@/api/schema';
import type { Memo, Step } from './contract.ts';

/** A note as an earlier step kept it; each backend has its own ids. */
export const kept = (memo: Memo, name: string) => (memo.kept[name] as { note: Note }).note;
export const idOf = (name: string) => (memo: Memo) => NOTES_PATHS.one(kept(memo, name).id);
export const actionOn =
  (action: 'archive' | 'unarchive' | 'trash' | 'restore', name: string) => (memo: Memo) =>
    NOTES_PATHS[action](kept(memo, name).id);
export const list = (query: ListNotesQuery = {}) =>
  `${NOTES_PATHS.list}?${new URLSearchParams(query as Record<string, string>).toString()}`;

/** What the user sees of a note; ids and instants differ between backends by design. */
export function noteValues(note: Note) {
  const { title, plainText, tags, color, pinned, archived, trashedAt, version, content } = note;
  return {
    title,
    plainText,
    tags,
    color,
    pinned,
    archived,
    trashed: trashedAt !== null,
    version,
    content,
  };
}
export const sameNote = (body: unknown) => noteValues((body as { note: Note }).note);
export const sameCurrent = (body: unknown) => noteValues((body as { current: Note }).current);
// Notes made within one millisecond tie on the server's clock, so past the pinned-first rule the
// order is compared as a set; the server's own tests pin down newest-first.
function sameTitles(body: unknown) {
  const page = body as { items: Note[]; nextCursor: string | null };
  const titles = (notes: Note[]) => notes.map((note) => note.title);
  return {
    pinnedFirst: titles(page.items.slice(0, page.items.filter((note) => note.pinned).length)),
    rest: page.items.filter((note) => !note.pinned).length,
    titles: titles(page.items).sort(),
    more: page.nextCursor !== null,
  };
}
export const sameBody = (body: unknown) => body;

export const paragraph = (text: string) => ({
  content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
  plainText: text,
});

export const noteStep = { auth: 'session', schema: noteResponseSchema, same: sameNote } as const;
/** A list request whose page both backends must fill with the same notes. */
export const listing = (name: string, query?: ListNotesQuery): Step => ({
  name,
  method: 'GET',
  path: list(query),
  auth: 'session',
  schema: listNotesResponseSchema,
  same: sameTitles,
});
