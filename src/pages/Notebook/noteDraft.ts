import type { Note } from '@/api/schema/notes';
import type { NoteDraft } from '@/components/NoteEditor';
import { onDemand } from '@/hooks/useOnDemand';

/** The name the notebook's drafts go under in useDraft (one open note at a time). */
export const NOTE_DRAFT_NAME = 'notes';

/**
 * The check of a note draft read back from this device, with zod and the notes' content schema:
 * it loads right after the notebook paints, which needs neither (docs/performance.md).
 */
export const noteDraftSchema = onDemand(() =>
  import('./noteDraftSchema').then((module) => module.noteDraftSchema),
);

export function draftOf(
  note: Pick<Note, 'title' | 'content' | 'plainText' | 'tags' | 'color' | 'pinned'>,
): NoteDraft {
  const { title, content, plainText, tags, color, pinned } = note;
  return { title, content, plainText, tags, color, pinned };
}
