import { combineReducers } from '@reduxjs/toolkit';
import { sessionSlice } from './session/sessionSlice';
import { settingsSlice } from './settings/settingsSlice';

// Each slice registers here once; the store factory, stories and tests all share this map.
export const rootReducer = combineReducers({
  [settingsSlice.name]: settingsSlice.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
