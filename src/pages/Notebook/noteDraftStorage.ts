import { z } from 'zod';
import { NOTE_COLORS, noteContentSchema } from '../../api/schema';
import type { NoteDraft } from '../../components/NoteEditor';
import { NOTE_DRAFT_STORAGE_PREFIX } from './notebookConfig';

/** Unsaved work kept on this device until the server acknowledges it. */
export interface StoredDraft {
  /** null: a new note the server has not created yet. */
  noteId: string | null;
  /** The version the edit started from, so a later save still detects conflicts. */
  baseVersion: number | null;
  draft: NoteDraft;
  savedAt: string;
}

const storedDraftSchema = z.object({
  noteId: z.uuid().nullable(),
  baseVersion: z.number().int().positive().nullable(),
  draft: z.object({
    title: z.string(),
    content: noteContentSchema,
    plainText: z.string(),
    tags: z.array(z.string()),
    color: z.enum(NOTE_COLORS),
    pinned: z.boolean(),
  }),
  savedAt: z.iso.datetime({ offset: true }),
});

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyFor = (userId: string) => `${NOTE_DRAFT_STORAGE_PREFIX}${userId}`;

/** The stored draft, or null when there is none or it is not one this app wrote. */
export function readDraft(storage: DraftStorage, userId: string): StoredDraft | null {
  try {
    const raw = storage.getItem(keyFor(userId));
    if (!raw) return null;
    const parsed = storedDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(storage: DraftStorage, userId: string, draft: StoredDraft): void {
  try {
    storage.setItem(keyFor(userId), JSON.stringify(draft));
  } catch {
    // A full or disabled storage only loses the safety copy; the editor still holds the text.
  }
}

export function clearDraft(storage: DraftStorage, userId: string): void {
  try {
    storage.removeItem(keyFor(userId));
  } catch {
    // Nothing to clear without storage.
  }
}
