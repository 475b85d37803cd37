import { configureStore, createDynamicMiddleware, type Middleware } from '@reduxjs/toolkit';
import type { Settings } from '@/config';
import { rootReducer, type RootState } from './rootReducer';
import { persistSettings, readStoredSettings } from './settings/settingsPersistence';

export interface CreateAppStoreOptions {
  /** Settings to start from; by default they are read from local storage. */
  settings?: Settings;
  /**
   * The app's store (stories leave it off): persist settings and follow other tabs, refetch on
   * focus and reconnect once the data cache is attached.
   */
  persist?: boolean;
  preloadedState?: Partial<RootState>;
}

export function createAppStore({
  settings,
  persist = false,
  preloadedState,
}: CreateAppStoreOptions = {}) {
  const initialSettings =
    settings ??
    (typeof window === 'undefined' ? undefined : readStoredSettings(window.localStorage));
  // The data cache adds its middleware here when it is attached (state/api/dataCache.ts).
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(dynamicMiddleware.middleware),
    preloadedState: {
      ...preloadedState,
      ...(initialSettings ? { settings: initialSettings } : {}),
    },
  });
  const followsWindow = persist && typeof window !== 'undefined';
  if (followsWindow) persistSettings(store, window.localStorage, window);
  cacheHosts.set(store, { addMiddleware: dynamicMiddleware.addMiddleware, followsWindow });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;

/** What the data cache needs from a store to attach itself to it. */
export interface DataCacheHost {
  addMiddleware: (...middleware: Middleware[]) => void;
  /** The app's store refetches on focus and reconnect; stories and tests do not. */
  followsWindow: boolean;
}
const cacheHosts = new WeakMap<object, DataCacheHost>();

export function dataCacheHost(store: AppStore): DataCacheHost {
  const host = cacheHosts.get(store);
  if (!host) throw new Error('Not a store made by createAppStore');
  return host;
}
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
