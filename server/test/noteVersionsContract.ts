import {
  listNoteVersionsResponseSchema,
  NOTE_VERSIONS_PATHS,
  NOTES_PATHS,
  noteConflictSchema,
  noteVersionResponseSchema,
  type ListNoteVersionsResponse,
  type NoteVersion,
} from '@/api/schema';
import { type Memo, type Step, UNKNOWN_ID } from './contract.ts';
import { kept, noteStep, paragraph, sameCurrent } from './notesContract.ts';

/** The versions a list step kept under `name`, newest first. */
const keptVersions = (memo: Memo, name: string) =>
  (memo.kept[name] as ListNoteVersionsResponse).items;
const noteId = (memo: Memo) => kept(memo, 'drafted').id;
/** The note's first version: the oldest of the list kept as `versions`. */
const firstVersionId = (memo: Memo) => keptVersions(memo, 'versions').at(-1)?.id ?? UNKNOWN_ID;

const sameVersions = (body: unknown) => {
  const page = body as ListNoteVersionsResponse;
  return {
    versions: page.items.map(({ source, title }) => ({ source, title })),
    more: page.nextCursor !== null,
  };
};
const sameVersion = (body: unknown) => {
  const { title, plainText, tags, color, content, source } = (body as { version: NoteVersion })
    .version;
  return { title, plainText, tags, color, content, source };
};

const versionsOf =
  (query = '') =>
  (memo: Memo) =>
    `${NOTE_VERSIONS_PATHS.list(noteId(memo))}${query}`;
const listStep = {
  auth: 'session',
  schema: listNoteVersionsResponseSchema,
  same: sameVersions,
} as const;

/** A note's history: a version per save (editor saves coalesced), read, paged and restored. */
export const NOTE_VERSION_STEPS: Step[] = [
  {
    name: 'history: create a note (its first version)',
    method: 'POST',
    path: NOTES_PATHS.list,
    body: { title: 'Draft', ...paragraph('The first words') },
    keepAs: 'drafted',
    ...noteStep,
  },
  {
    name: 'history: an editor save right after is coalesced into that version',
    method: 'PATCH',
    path: (memo) => NOTES_PATHS.one(noteId(memo)),
    body: { version: 1, title: 'Draft two' },
    ...noteStep,
  },
  {
    name: 'history: a conflict choice is a version of its own',
    method: 'PATCH',
    path: (memo) => NOTES_PATHS.one(noteId(memo)),
    body: { version: 2, source: 'conflict', title: 'Chosen', ...paragraph('The chosen words') },
    ...noteStep,
  },
  {
    name: 'history: list, newest first',
    method: 'GET',
    path: versionsOf(),
    keepAs: 'versions',
    ...listStep,
  },
  {
    name: 'history: list, a page of one',
    method: 'GET',
    path: versionsOf('?limit=1'),
    ...listStep,
  },
  {
    name: 'history: get one version in full',
    method: 'GET',
    path: (memo) => NOTE_VERSIONS_PATHS.one(noteId(memo), firstVersionId(memo)),
    auth: 'session',
    schema: noteVersionResponseSchema,
    same: sameVersion,
  },
  {
    name: 'history: restore the first version (a new save)',
    method: 'POST',
    path: (memo) => NOTE_VERSIONS_PATHS.restore(noteId(memo), firstVersionId(memo)),
    body: { version: 3 },
    ...noteStep,
  },
  { name: 'history: list after restore', method: 'GET', path: versionsOf(), ...listStep },
  {
    name: 'history: restore at a stale version: 409 with the note as it is now',
    method: 'POST',
    path: (memo) => NOTE_VERSIONS_PATHS.restore(noteId(memo), firstVersionId(memo)),
    body: { version: 3 },
    auth: 'session',
    schema: noteConflictSchema,
    same: sameCurrent,
  },
  {
    name: 'history: list, unknown note',
    method: 'GET',
    path: NOTE_VERSIONS_PATHS.list(UNKNOWN_ID),
    auth: 'session',
  },
  {
    name: 'history: get, unknown version',
    method: 'GET',
    path: (memo) => NOTE_VERSIONS_PATHS.one(noteId(memo), UNKNOWN_ID),
    auth: 'session',
  },
  {
    name: 'history: restore, unknown version',
    method: 'POST',
    path: (memo) => NOTE_VERSIONS_PATHS.restore(noteId(memo), UNKNOWN_ID),
    body: { version: 4 },
    auth: 'session',
  },
  {
    name: 'history: get, a version id that is not one',
    method: 'GET',
    path: (memo) => NOTE_VERSIONS_PATHS.one(noteId(memo), 'nope'),
    auth: 'session',
  },
  {
    name: 'history: list, a cursor the server did not make',
    method: 'GET',
    path: versionsOf('?cursor=nonsense'),
    auth: 'session',
  },
  {
    name: 'history: list, limit too large',
    method: 'GET',
    path: versionsOf('?limit=1000'),
    auth: 'session',
  },
];
