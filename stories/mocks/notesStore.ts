import type {
  CreateNoteRequest,
  NoteVersionSource,
  ListNotesResponse,
  Note,
  NoteTagsResponse,
  ParsedListNotesQuery,
  SearchHit,
  UpdateNoteChanges,
} from '@/api/schema';
import {
  createNoteRequestSchema,
  isUnderTag,
  NOTE_LIMITS,
  retagged,
  tagLevels,
  type ChangeTagResponse,
} from '@/api/schema';
import { changesVersioned, NoteHistory } from './noteHistory';
import { FIXTURE_NOW } from './notesFixtures';
import { rankDocuments } from './searchRules';

export type UpdateResult = { note: Note } | { conflict: Note } | null;

/**
 * An in-memory stand-in for the notes service, for MSW in the browser and in node. Its filters,
 * ordering and cursors follow the server's rules so a story behaves like the real page.
 */
export class NotesStore {
  private notes = new Map<string, Note>();
  private clock = FIXTURE_NOW;
  private nextId = 1;
  /** Versions of the notes saved through this store (the seed notes start with none). */
  readonly history = new NoteHistory();
  /**
   * The events and files the user may see, by `kind:id`, which links to them resolve to: they
   * live in other services' stores, so a story names the ones its notes link to.
   */
  readonly linkable = new Map<string, { title: string; calendar: string | null }>();

  constructor(private readonly initial: Note[] = []) {
    this.reset();
  }

  /** Back to the notes it was created with, so each story run starts the same. */
  reset(): void {
    this.notes = new Map(this.initial.map((note) => [note.id, structuredClone(note)]));
    this.clock = FIXTURE_NOW;
    this.nextId = 1;
    this.history.reset();
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
    const filtered = [...this.notes.values()].filter(
      (note) =>
        this.visible(note, query) &&
        (!query.tag || note.tags.some((tag) => isUnderTag(tag, query.tag!))),
    );
    const offset = query.cursor ? Number(query.cursor) : 0;
    const page = <T>(all: T[]) => ({
      slice: all.slice(offset, offset + query.limit),
      nextCursor: offset + query.limit < all.length ? String(offset + query.limit) : null,
    });
    if (query.q) {
      // A query ranks by relevance with the server's rules; pinned notes get no head start.
      const ranked = page(rankDocuments(filtered, this.documents(), query.q));
      return {
        items: ranked.slice.map(({ item }) => item),
        nextCursor: ranked.nextCursor,
        highlights: ranked.slice.map(({ hit }) => hit),
      };
    }
    const ordered = filtered.sort(
      (a, b) =>
        Number(b.pinned) - Number(a.pinned) ||
        b.updatedAt.localeCompare(a.updatedAt) ||
        b.id.localeCompare(a.id),
    );
    const { slice, nextCursor } = page(ordered);
    return { items: slice, nextCursor };
  }

  /** The header search's note hits: live notes (archived ones too), the best `limit`. */
  search(q: string, limit: number): SearchHit[] {
    const live = [...this.notes.values()].filter((note) => note.trashedAt === null);
    return rankDocuments(live, this.documents(), q)
      .slice(0, limit)
      .map(({ hit }) => hit);
  }

  /** Every note, trash included: the words the server's typo lexicon would hold, the links. */
  documents(): Note[] {
    return [...this.notes.values()];
  }

  tags(): NoteTagsResponse {
    const counts = new Map<string, number>();
    for (const note of this.notes.values()) {
      if (note.trashedAt || note.archived) continue;
      // A note counts once at each level its tags nest under, as the server counts it.
      const levels = new Set(note.tags.flatMap(tagLevels));
      for (const level of levels) counts.set(level, (counts.get(level) ?? 0) + 1);
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
    this.history.record(note, 'editor');
    return note;
  }

  update(id: string, body: UpdateNoteChanges, source?: NoteVersionSource): UpdateResult {
    const note = this.notes.get(id);
    if (!note) return null;
    if (body.version !== note.version) return { conflict: note };
    const { version: _edited, source: saidSource, ...changes } = body;
    const saved = this.replace(note, changes);
    if (changesVersioned(changes)) this.history.record(saved, source ?? saidSource ?? 'editor');
    return { note: saved };
  }

  /** Saves an old version as the note's new state, a save like any other (stale: conflict). */
  restoreVersion(id: string, versionId: string, version: number): UpdateResult {
    const old = this.history.get(id, versionId);
    if (!old) return null;
    const { title, content, plainText, tags, color } = old;
    return this.update(id, { version, title, content, plainText, tags, color }, 'restore');
  }

  /** Archive, unarchive, trash and restore: state changes that do not need a version. */
  setState(id: string, changes: Partial<Pick<Note, 'archived' | 'trashedAt'>>): Note | null {
    const note = this.notes.get(id);
    return note ? this.replace(note, changes) : null;
  }

  now(): string {
    return this.tick();
  }

  /** Renames, moves or (to null) deletes a tag with its nested tags, as the server does. */
  changeTag(from: string, to: string | null): ChangeTagResponse | 'too_long' {
    const touched = [...this.notes.values()]
      .filter((note) => note.tags.some((tag) => isUnderTag(tag, from)))
      .sort((a, b) => a.id.localeCompare(b.id));
    const moved = touched.map((note) => ({ note, tags: retagged(note.tags, from, to) }));
    if (moved.some(({ tags }) => tags.some((tag) => tag.length > NOTE_LIMITS.tag)))
      return 'too_long';
    const undo: ChangeTagResponse['undo'] = [];
    for (const { note, tags } of moved) {
      if (tags.join('\n') === note.tags.join('\n')) continue;
      this.setTags(note.id, tags);
      undo.push({ id: note.id, tags: note.tags });
    }
    return { changed: undo.length, undo };
  }

  /** Puts tags back as a change found them; another note id is passed over. */
  setTags(id: string, tags: string[]): boolean {
    const note = this.notes.get(id);
    if (!note) return false;
    this.history.record(this.replace(note, { tags }), 'tag');
    return true;
  }

  /** Simulates an edit from another device, so the next save from the story is stale. */
  editElsewhere(id: string, changes: Partial<Note>): Note | null {
    const note = this.notes.get(id);
    return note ? this.replace(note, changes) : null;
  }

  remove(id: string): boolean {
    this.history.forget(id);
    return this.notes.delete(id);
  }

  private replace(note: Note, changes: Partial<Note>): Note {
    const next: Note = { ...note, ...changes, version: note.version + 1, updatedAt: this.tick() };
    this.notes.set(note.id, next);
    return next;
  }
}
