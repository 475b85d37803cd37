import { createAction } from '@reduxjs/toolkit';
import { rootReducer } from '@/state/rootReducer';
import { dataCacheHost, type AppStore } from '@/state/store';
import { baseApi } from './baseApi';
import { createErrorRetryMiddleware } from './errorRetry';
import { setupCacheListeners } from './focusListeners';

/** Gives the store its cache state at once, before any component selects from it. */
const dataCacheAttached = createAction('dataCache/attached');

const attached = new WeakSet<AppStore>();

export function isDataCacheAttached(store: AppStore): boolean {
  return attached.has(store);
}

/**
 * Adds the data cache (RTK Query: reducer, middleware, error retry, focus and reconnect
 * refetches) to a store. The signed-in shell does it when it loads, so pages without server data
 * (sign-in, utility) never download the cache (docs/performance.md). Idempotent.
 */
export function attachDataCache(store: AppStore): void {
  if (attached.has(store)) return;
  attached.add(store);
  rootReducer.inject(baseApi);
  const host = dataCacheHost(store);
  host.addMiddleware(baseApi.middleware, createErrorRetryMiddleware());
  store.dispatch(dataCacheAttached());
  if (host.followsWindow) setupCacheListeners(store.dispatch, window);
}
