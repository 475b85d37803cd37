import { combineReducers } from '@reduxjs/toolkit';
import { baseApi } from './api/baseApi';
import { menuSlice } from './menu/menuSlice';
import { sessionSlice } from './session/sessionSlice';
import { settingsSlice } from './settings/settingsSlice';
import { snackbarSlice } from './snackbar/snackbarSlice';

// Each slice registers here once; the store factory, stories and tests all share this map.
export const rootReducer = combineReducers({
  [settingsSlice.name]: settingsSlice.reducer,
  [snackbarSlice.name]: snackbarSlice.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
  [menuSlice.name]: menuSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
