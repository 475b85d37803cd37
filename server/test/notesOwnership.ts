import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import {
  listNotesResponseSchema,
  NOTES_PATHS,
  noteResponseSchema,
  SEARCH_PATHS,
  searchResponseSchema,
  type ListNotesQuery,
  type Note,
  type SessionResponse,
} from '@/api/schema';
import { expectBody, type TestClient } from './client.ts';
import type { OwnershipCase, Probe } from './ownership.ts';

type Role = 'pinned' | 'plain' | 'archived' | 'trashed';

/** A's four notes, one per list filter, each with words and a tag nobody else uses. */
interface OwnerNotes {
  notes: Record<Role, Note>;
  word: Record<Role, string>;
  tag: Record<Role, string>;
  /** A's own cursor after the first note of the main list, replayed by B. */
  cursor: string;
}

const ROLES: Role[] = ['pinned', 'plain', 'archived', 'trashed'];
const ACTIONS = ['archive', 'unarchive', 'trash', 'restore'] as const;

const api = (path: string, query?: Record<string, string>) =>
  `/api${path}${query && Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : ''}`;

// The engine also finds a word by its start and despite a typo: those paths must not leak either.
const prefixOf = (word: string) => word.slice(0, 9);
const typoOf = (word: string) => word.replace('word', 'wurd');

/** Each list query B sends, with the note A gets back for the same query. */
function listings(thing: OwnerNotes): { query: ListNotesQuery; expects: Role }[] {
  const { word, tag } = thing;
  return [
    { query: {}, expects: 'pinned' },
    { query: { limit: '1', cursor: thing.cursor }, expects: 'plain' },
    { query: { pinned: 'true' }, expects: 'pinned' },
    { query: { archived: 'true' }, expects: 'archived' },
    { query: { trashed: 'true' }, expects: 'trashed' },
    { query: { q: word.plain }, expects: 'plain' },
    { query: { q: prefixOf(word.plain) }, expects: 'plain' },
    { query: { q: typoOf(word.plain) }, expects: 'plain' },
    { query: { tag: tag.plain }, expects: 'plain' },
    { query: { pinned: 'true', tag: tag.pinned, q: word.pinned }, expects: 'pinned' },
    { query: { archived: 'true', tag: tag.archived, q: word.archived }, expects: 'archived' },
    { query: { trashed: 'true', tag: tag.trashed, q: word.trashed }, expects: 'trashed' },
  ];
}

/** The header search finds live and archived notes by a title or a body word. */
function searches(thing: OwnerNotes): { q: string; expects: Role }[] {
  return [
    { q: thing.word.pinned, expects: 'pinned' },
    { q: thing.notes.plain.title, expects: 'plain' },
    { q: thing.word.archived, expects: 'archived' },
    { q: prefixOf(thing.word.pinned), expects: 'pinned' },
    { q: typoOf(thing.word.archived), expects: 'archived' },
  ];
}

const asQuery = (query: ListNotesQuery) =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));

async function createNote(client: TestClient, token: string, body: object): Promise<Note> {
  const answer = await client.call('POST', api(NOTES_PATHS.list), { token, body });
  return expectBody(answer, 201, noteResponseSchema).note;
}

async function moveNote(
  client: TestClient,
  token: string,
  path: (id: string) => string,
  note: Note,
): Promise<Note> {
  const answer = await client.call('POST', api(path(note.id)), { token });
  return expectBody(answer, 200, noteResponseSchema).note;
}

/**
 * Every probe must be able to leak: A's own answer to each listing and search B replays
 * holds the note it is meant to find, so a refusal to B proves the user check, not an empty query.
 */
async function expectOwnerFindsEach(client: TestClient, owner: SessionResponse, thing: OwnerNotes) {
  const token = owner.token;
  for (const { query, expects } of listings(thing)) {
    const url = api(NOTES_PATHS.list, asQuery(query));
    const page = expectBody(await client.call('GET', url, { token }), 200, listNotesResponseSchema);
    expect(
      page.items.map((note) => note.id),
      url,
    ).toContain(thing.notes[expects].id);
  }
  for (const { q, expects } of searches(thing)) {
    const url = api(SEARCH_PATHS.search, { q });
    const hits = expectBody(await client.call('GET', url, { token }), 200, searchResponseSchema);
    expect(
      hits.notes.map((hit) => hit.id),
      url,
    ).toContain(thing.notes[expects].id);
  }
}

export const notesOwnership: OwnershipCase<OwnerNotes> = {
  name: 'notes',
  async create(client, owner) {
    const token = owner.token;
    const mark = randomBytes(4).toString('hex');
    const word = {} as Record<Role, string>;
    const tag = {} as Record<Role, string>;
    const notes = {} as Record<Role, Note>;
    for (const role of ROLES) {
      word[role] = `${role}word${mark}`;
      tag[role] = `${role}-tag-${mark}`;
      // The plain note is created first so the pinned one is the newest and heads the list.
      notes[role] = await createNote(client, token, {
        title: `Private ${role} ${mark}`,
        content: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: `Only ${word[role]}` }] }],
        },
        plainText: `Only ${word[role]}`,
        tags: [tag[role]],
        pinned: role === 'pinned',
      });
    }
    notes.archived = await moveNote(client, token, NOTES_PATHS.archive, notes.archived);
    notes.trashed = await moveNote(client, token, NOTES_PATHS.trash, notes.trashed);
    // Pinned sorts first whatever the order, so A's first page of one ends before the plain note.
    const first = expectBody(
      await client.call('GET', api(NOTES_PATHS.list, { limit: '1' }), { token }),
      200,
      listNotesResponseSchema,
    );
    expect(first.items.map((note) => note.id)).toEqual([notes.pinned.id]);
    const thing = { notes, word, tag, cursor: first.nextCursor ?? '' };
    expect(thing.cursor).not.toBe('');
    await expectOwnerFindsEach(client, owner, thing);
    return thing;
  },
  secrets: (thing) =>
    ROLES.flatMap((role) => [
      thing.notes[role].id,
      thing.notes[role].title,
      thing.word[role],
      thing.tag[role],
    ]),
  probes(thing) {
    const reads: Probe[] = [
      ...listings(thing).map(({ query }) => ({
        method: 'GET' as const,
        url: api(NOTES_PATHS.list, asQuery(query)),
      })),
      { method: 'GET', url: api(NOTES_PATHS.tags) },
      ...searches(thing).map(({ q }) => ({
        method: 'GET' as const,
        url: api(SEARCH_PATHS.search, { q }),
      })),
    ];
    const perNote = ROLES.flatMap((role): Probe[] => {
      const note = thing.notes[role];
      return [
        { method: 'GET', url: api(NOTES_PATHS.one(note.id)) },
        // The right version: only the owner check stands between B and the change.
        {
          method: 'PATCH',
          url: api(NOTES_PATHS.one(note.id)),
          body: { version: note.version, title: 'Taken over', tags: ['mine'], pinned: false },
        },
        // A stale version: the 409 answer carries the current note, so it must not reach B.
        {
          method: 'PATCH',
          url: api(NOTES_PATHS.one(note.id)),
          body: { version: note.version + 7, title: 'Taken over' },
        },
        ...ACTIONS.map((action) => ({
          method: 'POST' as const,
          url: api(NOTES_PATHS[action](note.id)),
        })),
      ];
    });
    // Deleting last, so every other probe still meets notes that exist.
    const deletes = ROLES.map((role): Probe => ({
      method: 'DELETE',
      url: api(NOTES_PATHS.one(thing.notes[role].id)),
    }));
    return [...reads, ...perNote, ...deletes];
  },
  async verifyUnchanged(client, owner, thing) {
    for (const role of ROLES) {
      const before = thing.notes[role];
      const answer = await client.call('GET', api(NOTES_PATHS.one(before.id)), {
        token: owner.token,
      });
      const after = expectBody(answer, 200, noteResponseSchema).note;
      expect(after, role).toEqual(before);
    }
    await expectOwnerFindsEach(client, owner, thing);
  },
};
