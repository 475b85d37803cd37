import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import type { ApiError } from '@/api/client';
import { baseApi } from './baseApi';
import { errorRetryDelay, isRetryable, MAX_ERROR_RETRIES } from './connection';

export { isRetryable, MAX_ERROR_RETRIES };

interface QueryArgMeta {
  type: 'query' | 'mutation';
  endpointName: string;
  originalArgs: unknown;
  queryCacheKey?: string;
}

type Initiate = (arg: unknown, options: { subscribe: false; forceRefetch: true }) => unknown;

/**
 * docs/product.md §7: a failed query is asked again after 5 s (10 s on a slow connection). Unlike RTK's
 * `retry`, the error shows at once and the retry runs behind it, so a page never hangs pending.
 * Mutations are never repeated: they may not be idempotent.
 */
export function createErrorRetryMiddleware(delay: () => number = errorRetryDelay): Middleware {
  const attempts = new Map<string, number>();
  return (store) => (next) => (action) => {
    const result = next(action);
    const meta = (action as { meta?: { arg?: QueryArgMeta } }).meta?.arg;
    if (!meta || meta.type !== 'query' || !meta.queryCacheKey) return result;
    const key = meta.queryCacheKey;
    if (!isRejectedWithValue(action)) {
      if ((action as { type: string }).type.endsWith('/fulfilled')) attempts.delete(key);
      return result;
    }
    const error = (action as { payload: ApiError }).payload;
    const count = attempts.get(key) ?? 0;
    if (!isRetryable(error) || count >= MAX_ERROR_RETRIES) return result;
    attempts.set(key, count + 1);
    const wait = Math.max(delay(), (error.retryAfterSeconds ?? 0) * 1000);
    setTimeout(() => {
      const state = store.getState() as Record<string, { queries: Record<string, unknown> }>;
      // Nobody is looking any more once the cache entry has been dropped.
      if (!state[baseApi.reducerPath]?.queries[key]) return;
      // Endpoints are injected by name at run time; the base api's type does not list them.
      const endpoint = (baseApi.endpoints as unknown as Record<string, { initiate: Initiate }>)[
        meta.endpointName
      ];
      if (endpoint)
        store.dispatch(
          endpoint.initiate(meta.originalArgs, { subscribe: false, forceRefetch: true }) as never,
        );
    }, wait);
    return result;
  };
}
