/** A worker that ran this long before dying was not crash-looping: its wait starts over. */
export const STABLE_MS = 30_000;
export const FIRST_DELAY_MS = 250;
export const MAX_DELAY_MS = 30_000;

/**
 * When to start a worker again after one died. Each quick death in a row doubles the wait, up to
 * MAX_DELAY_MS, so a worker that crashes at start costs one start every 30 s instead of a core.
 */
export function createRestartPolicy() {
  let quickDeaths = 0;
  return {
    /** The wait before the next start, given how long the dead worker had run. */
    delayAfter(ranMs: number): number {
      quickDeaths = ranMs >= STABLE_MS ? 1 : quickDeaths + 1;
      return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (quickDeaths - 1));
    },
  };
}

export type RestartPolicy = ReturnType<typeof createRestartPolicy>;
