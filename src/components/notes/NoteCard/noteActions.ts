import type { Note } from '@/api/schema';

export const NOTE_ACTIONS = [
  'pin',
  'unpin',
  'archive',
  'unarchive',
  'trash',
  'restore',
  'deleteForever',
] as const;
export type NoteAction = (typeof NOTE_ACTIONS)[number];

/** What can be done to a note where it is now: trash only restores or deletes, and so on. */
export function availableActions(
  note: Pick<Note, 'pinned' | 'archived' | 'trashedAt'>,
): NoteAction[] {
  if (note.trashedAt) return ['restore', 'deleteForever'];
  if (note.archived) return ['unarchive', 'trash'];
  return [note.pinned ? 'unpin' : 'pin', 'archive', 'trash'];
}
