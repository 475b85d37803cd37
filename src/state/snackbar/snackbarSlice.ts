import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SNACKBAR_DEFAULTS } from '@/config';
import type { IconVariant, OpenSnackbarPayload, SnackbarState } from './snackbarTypes';

export const initialSnackbarState: SnackbarState = {
  action: false,
  open: false,
  messageId: SNACKBAR_DEFAULTS.messageId,
  anchorOrigin: { ...SNACKBAR_DEFAULTS.anchorOrigin },
  variant: 'default',
  alert: { color: 'success', variant: 'filled' },
  transition: 'Fade',
  close: true,
  dense: false,
  iconVariant: 'hide',
  actionButton: false,
};

export const snackbarSlice = createSlice({
  name: 'snackbar',
  initialState: initialSnackbarState,
  reducers: {
    /** Every open starts from the defaults, so one caller's options never leak into the next. */
    snackbarOpened(state, action: PayloadAction<OpenSnackbarPayload | undefined>) {
      const payload = action.payload ?? {};
      return {
        ...initialSnackbarState,
        ...payload,
        anchorOrigin: { ...(payload.anchorOrigin ?? initialSnackbarState.anchorOrigin) },
        alert: { ...initialSnackbarState.alert, ...payload.alert },
        dense: payload.dense ?? state.dense,
        iconVariant: payload.iconVariant ?? state.iconVariant,
        action: !state.action,
        open: true,
      };
    },
    snackbarClosed(state) {
      state.open = false;
    },
    /** Notifications follow these two (the notistack demo's preferences). */
    snackbarDenseSet(state, action: PayloadAction<boolean>) {
      state.dense = action.payload;
    },
    snackbarIconVariantSet(state, action: PayloadAction<IconVariant>) {
      state.iconVariant = action.payload;
    },
  },
});

export const { snackbarOpened, snackbarClosed, snackbarDenseSet, snackbarIconVariantSet } =
  snackbarSlice.actions;
