import {
  listBacklinksResponseSchema,
  listNoteLinksResponseSchema,
  NOTE_LINKS_PATHS,
  NOTES_PATHS,
  type ListBacklinksResponse,
  type ListNoteLinksResponse,
} from '@/api/schema';
import { type Memo, type Step, UNKNOWN_ID } from './contract.ts';
import { kept, noteStep } from './notesContract.ts';

const targetId = (memo: Memo) => kept(memo, 'linkTarget').id;
const sourceId = (memo: Memo) => kept(memo, 'linkSource').id;

/** A paragraph with a link to the note kept as `linkTarget` (and to no note, event or file). */
const linkingBody = (memo: Memo) => ({
  title: 'Links here',
  content: {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Before ' },
          { type: 'noteLink', attrs: { noteId: targetId(memo) } },
          { type: 'text', text: ' after' },
          { type: 'noteLink', attrs: { noteId: UNKNOWN_ID } },
          { type: 'noteLink', attrs: { noteId: UNKNOWN_ID, kind: 'event' } },
          { type: 'noteLink', attrs: { noteId: UNKNOWN_ID, kind: 'file' } },
        ],
      },
    ],
  },
  plainText: 'Before  after',
});

// Ids differ between the two backends: compare titles, nulls and snippets.
const sameTargets = (body: unknown) => {
  const { items, others, capped } = body as ListNoteLinksResponse;
  return { titles: items.map((item) => item.title).sort(), others, capped };
};
const sameBacklinks = (body: unknown) => {
  const page = body as ListBacklinksResponse;
  return {
    items: page.items.map(({ title, before, after }) => ({ title, before, after })),
    more: page.nextCursor !== null,
  };
};

/** Links between notes: derived from a saved document, read as targets and as backlinks. */
export const NOTE_LINK_STEPS: Step[] = [
  {
    name: 'links: a note to link to',
    method: 'POST',
    path: NOTES_PATHS.list,
    body: { title: 'Link target' },
    keepAs: 'linkTarget',
    ...noteStep,
  },
  {
    name: 'links: a note linking to it and to a missing note',
    method: 'POST',
    path: NOTES_PATHS.list,
    body: linkingBody,
    keepAs: 'linkSource',
    ...noteStep,
    // The link's target id is each backend's own.
    same: (body: unknown) => (body as { note: { plainText: string } }).note.plainText,
  },
  {
    name: "links: the source's targets, a missing one as null",
    method: 'GET',
    path: (memo) => NOTE_LINKS_PATHS.links(sourceId(memo)),
    auth: 'session',
    schema: listNoteLinksResponseSchema,
    same: sameTargets,
  },
  {
    name: "links: the target's backlinks with the text around the link",
    method: 'GET',
    path: (memo) => NOTE_LINKS_PATHS.backlinks(targetId(memo)),
    auth: 'session',
    schema: listBacklinksResponseSchema,
    same: sameBacklinks,
  },
  {
    name: 'links: backlinks, a page of one',
    method: 'GET',
    path: (memo) => `${NOTE_LINKS_PATHS.backlinks(targetId(memo))}?limit=1`,
    auth: 'session',
    schema: listBacklinksResponseSchema,
    same: sameBacklinks,
  },
  {
    name: 'links: a link without a note id is refused',
    method: 'POST',
    path: NOTES_PATHS.list,
    body: {
      content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'noteLink' }] }] },
    },
    auth: 'session',
  },
  {
    name: 'links: unknown note',
    method: 'GET',
    path: NOTE_LINKS_PATHS.links(UNKNOWN_ID),
    auth: 'session',
  },
  {
    name: 'backlinks: unknown note',
    method: 'GET',
    path: NOTE_LINKS_PATHS.backlinks(UNKNOWN_ID),
    auth: 'session',
  },
  {
    name: 'backlinks: a cursor the server did not make',
    method: 'GET',
    path: (memo) => `${NOTE_LINKS_PATHS.backlinks(targetId(memo))}?cursor=nonsense`,
    auth: 'session',
  },
];
