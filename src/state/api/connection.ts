import { CACHE_POLICY } from '@/config';
import type { ApiError } from '@/api/client';

/** Failed reads are asked again this many times in a row before the error stays. */
export const MAX_ERROR_RETRIES = 3;

/** Worth asking again: no answer, a server fault, or a rate limit that will lift. */
export function isRetryable(error: ApiError): boolean {
  if (error.status === 'FETCH_ERROR') return true;
  return typeof error.status === 'number' && (error.status >= 500 || error.status === 429);
}

/** The parts of `navigator.connection` (Network Information API) that matter here. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  return (
    connection.saveData === true ||
    connection.effectiveType === '2g' ||
    connection.effectiveType === 'slow-2g'
  );
}

export function currentConnection(): ConnectionInfo | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/** How long to wait before asking again after an error: 5 s, or 10 s on a slow connection. */
export function errorRetryDelay(
  connection: ConnectionInfo | undefined = currentConnection(),
): number {
  return isSlowConnection(connection) ? CACHE_POLICY.errorRetrySlowMs : CACHE_POLICY.errorRetryMs;
}
