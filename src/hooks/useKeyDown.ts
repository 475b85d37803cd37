import { useEffect, useRef } from 'react';

/**
 * While `enabled`, hands every key press on the page to `onKeyDown` (the latest one, so callers
 * need not memoise it). Page-wide shortcuts go through here, each deciding which keys it takes.
 */
export function useKeyDown(
  enabled: boolean,
  onKeyDown: (event: KeyboardEvent) => void,
  target: 'document' | 'window' = 'document',
) {
  const latest = useRef(onKeyDown);
  useEffect(() => {
    latest.current = onKeyDown;
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => latest.current(event);
    const on: EventTarget = target === 'window' ? window : document;
    on.addEventListener('keydown', listener as EventListener);
    return () => on.removeEventListener('keydown', listener as EventListener);
  }, [enabled, target]);
}
