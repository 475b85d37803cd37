/** What a widget or list shows for a query. */
export type LoadStatus = 'loading' | 'error' | 'ready';

/**
 * An answer once there is one, even when a later refetch fails (what was shown stays); an error
 * when the first answer failed; loading until then.
 */
export function loadStatus(query: { data?: unknown; isError: boolean }): LoadStatus {
  if (query.data !== undefined) return 'ready';
  return query.isError ? 'error' : 'loading';
}

/** The three props every list, widget and dialog that loads takes, read from one query. */
export function queryStatus(query: {
  data?: unknown;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}): { status: LoadStatus; error: unknown; onRetry: () => void } {
  return { status: loadStatus(query), error: query.error, onRetry: () => void query.refetch() };
}
