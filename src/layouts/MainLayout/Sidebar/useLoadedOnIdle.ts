import { useEffect, useState } from 'react';

/** How long a busy first paint may hold the wait before the part loads anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * True from the moment `wanted` is needed now (`now`) or the browser has had a quiet moment
 * after the first paint, and for good after that: a part that may soon be needed loads off the
 * first paint's path, and never unmounts once shown.
 */
export function useLoadedOnIdle(wanted: boolean, now: boolean): boolean {
  const [loaded, setLoaded] = useState(false);
  // Set during render, not in an effect, so a part wanted now mounts in the same commit.
  if (wanted && now && !loaded) setLoaded(true);
  useEffect(() => {
    if (!wanted || loaded) return undefined;
    const done = () => setLoaded(true);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(done, IDLE_TIMEOUT_MS);
    return () => window.clearTimeout(handle);
  }, [wanted, loaded]);
  return wanted && loaded;
}
