import {
  NOTE_HISTORY,
  type ListNoteVersionsResponse,
  type Note,
  type NoteVersion,
  type NoteVersionSource,
} from '@/api/schema';

const VERSIONED = ['title', 'content', 'plainText', 'tags', 'color'] as const;
const COALESCE_MS = NOTE_HISTORY.coalesceMinutes * 60_000;

interface Kept extends NoteVersion {
  /** When the spell of editor saves this version stands for began (coalescing). */
  windowStart: number;
}

/** Whether a save's changes touch what a version keeps (pinning alone does not). */
export const changesVersioned = (changes: object) =>
  VERSIONED.some(
    (key) => key in changes && (changes as Record<string, unknown>)[key] !== undefined,
  );

/**
 * The notes mock's version history, kept by the server's rules (docs/product.md, "Note history"):
 * a version per save that changes the note, editor saves coalesced, newest first, offset cursors.
 */
export class NoteHistory {
  private versions = new Map<string, Kept[]>();
  private nextId = 1;

  reset(): void {
    this.versions.clear();
    this.nextId = 1;
  }

  record(note: Note, source: NoteVersionSource): void {
    const kept = this.versions.get(note.id) ?? [];
    const at = Date.parse(note.updatedAt);
    const values = {
      title: note.title,
      content: structuredClone(note.content),
      plainText: note.plainText,
      tags: [...note.tags],
      color: note.color,
    };
    const latest = kept.at(-1);
    if (
      source === 'editor' &&
      latest?.source === 'editor' &&
      at - latest.windowStart < COALESCE_MS
    ) {
      Object.assign(latest, values, { savedAt: note.updatedAt });
      return;
    }
    const id = `20000000-0000-4000-8000-${(this.nextId++).toString(16).padStart(12, '0')}`;
    kept.push({ id, noteId: note.id, savedAt: note.updatedAt, source, windowStart: at, ...values });
    this.versions.set(note.id, kept);
  }

  list(noteId: string, page: { cursor?: string; limit: number }): ListNoteVersionsResponse {
    const newestFirst = [...(this.versions.get(noteId) ?? [])].reverse();
    const offset = page.cursor ? Number(page.cursor) : 0;
    const end = offset + page.limit;
    return {
      items: newestFirst
        .slice(offset, end)
        .map(({ id, savedAt, source, title }) => ({ id, savedAt, source, title })),
      nextCursor: end < newestFirst.length ? String(end) : null,
    };
  }

  get(noteId: string, versionId: string): NoteVersion | null {
    const found = this.versions.get(noteId)?.find((version) => version.id === versionId);
    if (!found) return null;
    const { windowStart: _window, ...version } = found;
    return structuredClone(version);
  }

  /** Deleting a note forever deletes its history. */
  forget(noteId: string): void {
    this.versions.delete(noteId);
  }
}
