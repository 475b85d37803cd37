import { combineSlices, type WithSlice } from '@reduxjs/toolkit';
import type { baseApi } from './api/baseApi';
import { menuSlice } from './menu/menuSlice';
import { sessionSlice } from './session/sessionSlice';
import { settingsSlice } from './settings/settingsSlice';
import { snackbarSlice } from './snackbar/snackbarSlice';

/**
 * Each slice registers here once; the store factory, stories and tests all share it. The data
 * cache (RTK Query) is injected later by `attachDataCache`, when a page with server data loads:
 * the sign-in pages never load it.
 */
export const rootReducer = combineSlices(
  settingsSlice,
  snackbarSlice,
  sessionSlice,
  menuSlice,
).withLazyLoadedSlices<WithSlice<typeof baseApi>>();

export type RootState = ReturnType<typeof rootReducer>;
