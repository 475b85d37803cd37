import { configureStore } from '@reduxjs/toolkit';
import type { Settings } from '@/config';
import { baseApi } from './api/baseApi';
import { createErrorRetryMiddleware } from './api/errorRetry';
import { setupCacheListeners } from './api/focusListeners';
import { rootReducer, type RootState } from './rootReducer';
import { persistSettings, readStoredSettings } from './settings/settingsPersistence';

export interface CreateAppStoreOptions {
  /** Settings to start from; by default they are read from local storage. */
  settings?: Settings;
  /**
   * The app's store (stories leave it off): persist settings and follow other tabs, refetch on
   * focus and reconnect.
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
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(baseApi.middleware, createErrorRetryMiddleware()),
    preloadedState: {
      ...preloadedState,
      ...(initialSettings ? { settings: initialSettings } : {}),
    },
  });
  if (persist && typeof window !== 'undefined') {
    persistSettings(store, window.localStorage, window);
    setupCacheListeners(store.dispatch, window);
  }
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
