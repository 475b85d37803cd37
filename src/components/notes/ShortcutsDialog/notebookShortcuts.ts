import { isTypingTarget } from '@/lib/isTypingTarget';

/** The notebook's keyboard shortcuts: the page binds these and the help dialog lists them. */
export const NOTEBOOK_SHORTCUTS = [
  { id: 'newNote', keys: ['n'] },
  { id: 'focusSearch', keys: ['/'] },
  { id: 'closeEditor', keys: ['Escape'] },
  { id: 'help', keys: ['?'] },
] as const;
export type NotebookShortcut = (typeof NOTEBOOK_SHORTCUTS)[number]['id'];

/** The shortcut a key press means, if any. */
export function shortcutFor(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>,
): NotebookShortcut | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key === 'Escape') return 'closeEditor';
  if (isTypingTarget(event.target)) return null;
  const match = NOTEBOOK_SHORTCUTS.find((shortcut) =>
    (shortcut.keys as readonly string[]).includes(event.key),
  );
  return match?.id ?? null;
}
