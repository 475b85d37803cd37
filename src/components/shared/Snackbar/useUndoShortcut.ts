import { useEffect, useRef } from 'react';
import { isUndoShortcut } from '@/state/snackbar';

/** While `active`, Ctrl+Z (⌘Z) anywhere but a text field runs `undo`: UNDO without the mouse. */
export function useUndoShortcut(active: boolean, undo: () => void) {
  const latest = useRef(undo);
  useEffect(() => {
    latest.current = undo;
  });
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isUndoShortcut(event)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active]);
}
