import type {
  CreateNoteRequest,
  ListNotesResponse,
  Note,
  NoteTagsResponse,
  ParsedListNotesQuery,
  UpdateNoteChanges,
} from '@/api/schema';
import { createNoteRequestSchema } from '@/api/schema';
import { FIXTURE_NOW } from './notesFixtures';

export type UpdateResult = { note: Note } | { conflict: Note } | null;

/** Lowercased whole words, split as PostgreSQL's 'simple' text search splits them. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

// The server's ts_rank weights: a word in the title counts more than one in the body.
const TITLE_WEIGHT = 1;
const BODY_WEIGHT = 0.4;

/**
 * How well `note` matches every one of `terms` (0: it misses one). Whole words only, as the
 * server's full-text search: "bas" does not find "basil". An approximation of ts_rank that keeps
 * its order for the cases stories show: title matches before body matches, more before fewer.
 */
function rank(note: Note, terms: string[]): number {
  if (!terms.length) return 1;
  const title = words(note.title);
  const body = words(note.plainText);
  let score = 0;
  for (const term of terms) {
    const hits =
      title.filter((word) => word === term).length * TITLE_WEIGHT +
      body.filter((word) => word === term).length * BODY_WEIGHT;
    if (!hits) return 0;
    score += hits;
  }
  return score;
}

/**
 * An in-memory stand-in for the notes service, for MSW in the browser and in node. Its filters,
 * ordering and cursors follow the server's rules so a story behaves like the real page.
 */
export class NotesStore {
  private notes = new Map<string, Note>();
  private clock = FIXTURE_NOW;
  private nextId = 1;

  constructor(private readonly initial: Note[] = []) {
    this.reset();
  }

  /** Back to the notes it was created with, so each story run starts the same. */
  reset(): void {
    this.notes = new Map(this.initial.map((note) => [note.id, structuredClone(note)]));
    this.clock = FIXTURE_NOW;
    this.nextId = 1;
  }

  private tick(): string {
    this.clock += 1000;
    return new Date(this.clock).toISOString();
  }

  private visible(note: Note, query: ParsedListNotesQuery): boolean {
    if (query.trashed) return note.trashedAt !== null;
    if (note.trashedAt !== null) return false;
    if (note.archived !== Boolean(query.archived)) return false;
    if (query.pinned && !note.pinned) return false;
    return true;
  }

  get(id: string): Note | null {
    return this.notes.get(id) ?? null;
  }

  /** Whether `cursor` is one this store handed out (an offset); the server refuses any other. */
  static isCursor(cursor: string | undefined): boolean {
    return cursor === undefined || /^\d+$/.test(cursor);
  }

  list(query: ParsedListNotesQuery): ListNotesResponse {
    const terms = words(query.q ?? '');
    const ranked = [...this.notes.values()]
      .filter((note) => this.visible(note, query) && (!query.tag || note.tags.includes(query.tag)))
      .map((note) => ({ note, rank: rank(note, terms) }))
      // A query of punctuation alone has no word to look for: the server finds nothing.
      .filter(({ rank }) => rank > 0 && !(query.q && !terms.length));
    ranked.sort(
      (a, b) =>
        // A query ranks by relevance, as the server does; without one, pinned come first.
        (terms.length ? b.rank - a.rank : Number(b.note.pinned) - Number(a.note.pinned)) ||
        b.note.updatedAt.localeCompare(a.note.updatedAt) ||
        b.note.id.localeCompare(a.note.id),
    );
    const matches = ranked.map(({ note }) => note);
    const offset = query.cursor ? Number(query.cursor) : 0;
    const items = matches.slice(offset, offset + query.limit);
    const next = offset + items.length;
    return { items, nextCursor: next < matches.length ? String(next) : null };
  }

  tags(): NoteTagsResponse {
    const counts = new Map<string, number>();
    for (const note of this.notes.values()) {
      if (note.trashedAt || note.archived) continue;
      for (const tag of note.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
    return {
      items: [...counts]
        .map(([tag, count]) => ({ tag, count }))
        .sort((a, b) => a.tag.localeCompare(b.tag)),
    };
  }

  create(body: CreateNoteRequest): Note {
    const parsed = createNoteRequestSchema.parse(body);
    const at = this.tick();
    const note: Note = {
      id: `10000000-0000-4000-8000-${(this.nextId++).toString(16).padStart(12, '0')}`,
      ...parsed,
      archived: false,
      trashedAt: null,
      version: 1,
      createdAt: at,
      updatedAt: at,
    };
    this.notes.set(note.id, note);
    return note;
  }

  update(id: string, body: UpdateNoteChanges): UpdateResult {
    const note = this.notes.get(id);
    if (!note) return null;
    if (body.version !== note.version) return { conflict: note };
    const { version: _edited, ...changes } = body;
    return { note: this.replace(note, changes) };
  }

  /** Archive, unarchive, trash and restore: state changes that do not need a version. */
  setState(id: string, changes: Partial<Pick<Note, 'archived' | 'trashedAt'>>): Note | null {
    const note = this.notes.get(id);
    return note ? this.replace(note, changes) : null;
  }

  now(): string {
    return this.tick();
  }

  /** Simulates an edit from another device, so the next save from the story is stale. */
  editElsewhere(id: string, changes: Partial<Note>): Note | null {
    const note = this.notes.get(id);
    return note ? this.replace(note, changes) : null;
  }

  remove(id: string): boolean {
    return this.notes.delete(id);
  }

  private replace(note: Note, changes: Partial<Note>): Note {
    const next: Note = { ...note, ...changes, version: note.version + 1, updatedAt: this.tick() };
    this.notes.set(note.id, next);
    return next;
  }
}
