// The notes' plain constants, re-exported by the schema module.
import type { NoteContent } from './noteContent';
import type { ListNotesQuery } from './notes';

/** A fixed palette: the server stores the name, the theme decides the shade per mode. */
export const NOTE_COLORS = [
  'default',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'purple',
  'gray',
] as const;
export type NoteColor = (typeof NOTE_COLORS)[number];

const MIB = 1024 * 1024;

export const NOTE_LIMITS = {
  title: 200,
  tag: 40,
  tagsPerNote: 20,
  /** The editor's JSON, serialised: a 1 MB note is accepted, anything larger gets 413. */
  contentBytes: MIB,
  plainTextChars: MIB,
  /** Whole request: room for the content, its plain-text copy and the JSON around them. */
  requestBytes: 3 * MIB,
  pageSize: { default: 30, max: 100 },
  query: 200,
} as const;

export const NOTE_FILTERS = ['all', 'pinned', 'archived', 'trash'] as const;
export type NoteFilter = (typeof NOTE_FILTERS)[number];

/** Maps a UI filter to the list query the server understands. */
export function noteFilterQuery(
  filter: NoteFilter,
): Pick<ListNotesQuery, 'pinned' | 'archived' | 'trashed'> {
  if (filter === 'pinned') return { pinned: 'true' };
  if (filter === 'archived') return { archived: 'true' };
  if (filter === 'trash') return { trashed: 'true' };
  return {};
}

export const EMPTY_NOTE_CONTENT: NoteContent = { type: 'doc', content: [{ type: 'paragraph' }] };

/** Paths below the API base (`/api`); the client, the server and the mocks share them. */
export const NOTES_PATHS = {
  list: '/notes',
  tags: '/notes/tags',
  one: (id: string) => `/notes/${id}`,
  archive: (id: string) => `/notes/${id}/archive`,
  unarchive: (id: string) => `/notes/${id}/unarchive`,
  trash: (id: string) => `/notes/${id}/trash`,
  restore: (id: string) => `/notes/${id}/restore`,
} as const;

/** Route patterns for the server and MSW, matching `NOTES_PATHS`. */
export const NOTES_ROUTES = {
  list: '/notes',
  tags: '/notes/tags',
  one: '/notes/:id',
  archive: '/notes/:id/archive',
  unarchive: '/notes/:id/unarchive',
  trash: '/notes/:id/trash',
  restore: '/notes/:id/restore',
} as const;
