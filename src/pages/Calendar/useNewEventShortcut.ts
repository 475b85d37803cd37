import { useKeyDown } from '@/hooks/useKeyDown';
import { isTypingTarget } from '@/lib/isTypingTarget';

/** `c` creates an event, as in the calendars people know, while no dialog is open. */
export function useNewEventShortcut(enabled: boolean, create: () => void) {
  useKeyDown(enabled, (event) => {
    if (event.key.toLowerCase() !== 'c' || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.defaultPrevented || isTypingTarget(event.target)) return;
    event.preventDefault();
    create();
  });
}
