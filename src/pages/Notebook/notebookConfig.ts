/** Timings of the notebook's editor; not product constants, tuned for typing. */
export const NOTEBOOK_TIMING = {
  /** Quiet time after the last keystroke before autosave sends. */
  autosaveMs: 800,
  /** How long a failed save waits before trying again (docs/product.md §7 retry). */
  retryMs: 5000,
} as const;
