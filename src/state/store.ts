import { configureStore } from '@reduxjs/toolkit';
import type { Settings } from '../config';
import { baseApi } from './api/baseApi';
import { rootReducer, type RootState } from './rootReducer';
import { persistSettings, readStoredSettings } from './settings/settingsPersistence';

export interface CreateAppStoreOptions {
  /** Settings to start from; by default they are read from local storage. */
  settings?: Settings;
  /** Write settings to local storage and follow other tabs (the app does; stories do not). */
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
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
    preloadedState: {
      ...preloadedState,
      ...(initialSettings ? { settings: initialSettings } : {}),
    },
  });
  if (persist && typeof window !== 'undefined') persistSettings(store, window.localStorage, window);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
