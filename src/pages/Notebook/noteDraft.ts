import type { Note } from '@/api/schema/notes';
import type { NoteDraft } from '@/components/NoteEditor';
import { onDemand } from '@/hooks/useOnDemand';

/** The name the notebook's drafts go under in local storage (useStoredDraft) (one open note at a time). */
export const NOTE_DRAFT_NAME = 'notes';

/**
 * The checks of a stored draft and of a link's note id, with zod and the notes' schemas: they
 * load when first needed, after the notebook has painted without them (docs/performance.md).
 */
export const noteChecks = onDemand(() => import('./noteChecks'));

export const noteDraftSchema = onDemand(() =>
  noteChecks.load().then((module) => module.noteDraftSchema),
);

export function draftOf(
  note: Pick<Note, 'title' | 'content' | 'plainText' | 'tags' | 'color' | 'pinned'>,
): NoteDraft {
  const { title, content, plainText, tags, color, pinned } = note;
  return { title, content, plainText, tags, color, pinned };
}
