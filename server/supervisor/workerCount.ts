import { availableParallelism } from 'node:os';

/** More would only share the same cores and multiply the database connections. */
export const MAX_WORKERS = 64;

/**
 * How many API workers the supervisor runs: QUIRE_WORKERS, else WEB_CONCURRENCY (the name
 * hosting platforms set), else one per core.
 */
export function workerCount(env: NodeJS.ProcessEnv, cores = availableParallelism()): number {
  const [name, value] = env.QUIRE_WORKERS
    ? ['QUIRE_WORKERS', env.QUIRE_WORKERS]
    : ['WEB_CONCURRENCY', env.WEB_CONCURRENCY];
  if (!value) return Math.min(Math.max(cores, 1), MAX_WORKERS);
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > MAX_WORKERS)
    throw new Error(`${name} must be a whole number from 1 to ${MAX_WORKERS}, got "${value}"`);
  return count;
}
