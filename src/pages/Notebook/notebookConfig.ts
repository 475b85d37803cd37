/** Timings of the notebook page; not SPEC constants, tuned for typing. */
export const NOTEBOOK_TIMING = {
  /** Quiet time after the last keystroke before autosave sends. */
  autosaveMs: 800,
  /** Quiet time before search-as-you-type asks the server. */
  searchMs: 250,
  /** How long a failed save waits before trying again (SPEC §7 retry). */
  retryMs: 5000,
} as const;
