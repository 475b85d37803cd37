import { shortcutFor, type NotebookShortcut } from '@/components/notes/ShortcutsDialog';
import { useKeyDown } from '@/hooks/useKeyDown';

/**
 * Binds the notebook's single-key shortcuts while `enabled` (no dialog open). Escape is left to
 * the dialogs themselves, which already close on it.
 */
export function useNotebookShortcuts(
  enabled: boolean,
  handlers: Record<Exclude<NotebookShortcut, 'closeEditor'>, () => void>,
) {
  useKeyDown(enabled, (event) => {
    const shortcut = shortcutFor(event);
    if (!shortcut || shortcut === 'closeEditor' || event.defaultPrevented) return;
    event.preventDefault();
    handlers[shortcut]();
  });
}
