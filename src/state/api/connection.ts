import { CACHE_POLICY } from '@/config';

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
