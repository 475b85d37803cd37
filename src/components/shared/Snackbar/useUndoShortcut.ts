import { useKeyDown } from '@/hooks/useKeyDown';
import { isUndoShortcut } from '@/state/snackbar';

/** While `active`, Ctrl+Z (⌘Z) anywhere but a text field runs `undo`: UNDO without the mouse. */
export function useUndoShortcut(active: boolean, undo: () => void) {
  useKeyDown(
    active,
    (event) => {
      if (!isUndoShortcut(event)) return;
      event.preventDefault();
      undo();
    },
    'window',
  );
}
