import { useEffect, useRef } from 'react';
import { isTypingTarget } from '@/lib/isTypingTarget';

/** `c` creates an event, as in the calendars people know, while no dialog is open. */
export function useNewEventShortcut(enabled: boolean, create: () => void) {
  const latest = useRef(create);
  useEffect(() => {
    latest.current = create;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'c' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
