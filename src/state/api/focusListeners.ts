import { setupListeners } from '@reduxjs/toolkit/query/react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { CACHE_POLICY } from '@/config';

/**
 * RTK Query's focus/online listeners, with focus refetches throttled to one per 5 s (docs/product.md §7):
 * switching windows back and forth must not hammer the server.
 */
export function setupCacheListeners(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  target: Window = window,
  now: () => number = Date.now,
): () => void {
  return setupListeners(dispatch, (d, { onFocus, onFocusLost, onOnline, onOffline }) => {
    let lastFocus = Number.NEGATIVE_INFINITY;
    const focused = () => {
      if (now() - lastFocus < CACHE_POLICY.focusThrottleMs) return;
      lastFocus = now();
      d(onFocus());
    };
    const visibility = () => {
      if (target.document.visibilityState === 'visible') focused();
      else d(onFocusLost());
    };
    const online = () => d(onOnline());
    const offline = () => d(onOffline());
    target.addEventListener('focus', focused, false);
    target.document.addEventListener('visibilitychange', visibility, false);
    target.addEventListener('online', online, false);
    target.addEventListener('offline', offline, false);
    return () => {
      target.removeEventListener('focus', focused);
      target.document.removeEventListener('visibilitychange', visibility);
      target.removeEventListener('online', online);
      target.removeEventListener('offline', offline);
    };
  });
}
