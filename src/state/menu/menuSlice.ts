import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface MenuState {
  /** Full drawer when true; mini (vertical, ≥ md) or hidden (temporary, < md) when false. */
  isDashboardDrawerOpened: boolean;
}

const initialState: MenuState = { isDashboardDrawerOpened: true };

export const menuSlice = createSlice({
  name: 'menu',
  initialState,
  reducers: {
    drawerOpenChanged(state, action: PayloadAction<boolean>) {
      state.isDashboardDrawerOpened = action.payload;
    },
    drawerToggled(state) {
      state.isDashboardDrawerOpened = !state.isDashboardDrawerOpened;
    },
  },
});

export const { drawerOpenChanged, drawerToggled } = menuSlice.actions;
