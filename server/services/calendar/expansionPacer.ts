import { setImmediate as nextTurn } from 'node:timers/promises';
import { EXPANSION_LIMITS } from '@/api/schema/calendarRuleWalk';

/** How long expansion runs before it lets other requests through. */
const SLICE_MS = 10;

/**
 * Paces the expansion of one request (a range, an import): hands the event loop to other
 * requests every few milliseconds, and tells when the request has spent its time, so one
 * calendar never holds the server.
 */
export function expansionPacer(limitMs: number = EXPANSION_LIMITS.requestMs) {
  const started = performance.now();
  let sliceStart = started;
  return {
    /** True once the request has spent `limitMs`. */
    overTime: () => performance.now() - started > limitMs,
    /** Yields to other requests when the current slice is used up. */
    async pause(): Promise<void> {
      if (performance.now() - sliceStart < SLICE_MS) return;
      await nextTurn();
      sliceStart = performance.now();
    },
  };
}
