import type { Queryable } from '../db/index.ts';
import { createHousekeeping, SWEEP_INTERVAL_MS } from '../services/housekeeping.ts';

interface SweepLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Sweeps expired rows now and every SWEEP_INTERVAL_MS; returns the function that stops it. One
 * process per database host runs it (the supervisor's primary, or the lone server process), so
 * N workers do not run the same DELETEs N times.
 */
export function startSweeper(db: Queryable, log: SweepLog): () => void {
  const housekeeping = createHousekeeping(db);
  const sweep = () =>
    housekeeping.sweep().then(
      (removed) => removed && log.info({ removed }, 'expired rows removed'),
      (error: unknown) => log.error({ err: error }, 'sweeping expired rows failed'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS).unref();
  return () => clearInterval(timer);
}
