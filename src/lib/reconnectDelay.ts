/** Waits before reconnecting a dropped stream: 1 s, 2 s, 4 s… up to 15 s, so a server restart is not hammered. */
export const reconnectDelay = (attempt: number) =>
  Math.min(15_000, 1000 * 2 ** Math.min(attempt, 4));

/** Resolves after `ms`, or at once when `signal` aborts. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
