/** How long a busy first paint may hold the wait before the callback runs anyway. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `callback` at the browser's next quiet moment; returns what cancels it. */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(handle);
}
