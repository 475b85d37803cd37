import { useEffect, useRef } from 'react';
import { shortcutFor, type NotebookShortcut } from '@/components/notes/ShortcutsDialog';

/**
 * Binds the notebook's single-key shortcuts while `enabled` (no dialog open). Escape is left to
 * the dialogs themselves, which already close on it.
 */
export function useNotebookShortcuts(
  enabled: boolean,
  handlers: Record<Exclude<NotebookShortcut, 'closeEditor'>, () => void>,
) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutFor(event);
      if (!shortcut || shortcut === 'closeEditor' || event.defaultPrevented) return;
      event.preventDefault();
      latest.current[shortcut]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
