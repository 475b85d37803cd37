import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_SETTINGS, SNACKBAR_DEFAULTS } from '@/config';
import { isValidSetting, sanitizeSettings } from '@/state/settings/settingsSchema';
import { settingChanged, settingsReplaced, settingsReset } from '@/state/settings/settingsSlice';
import type { IconVariant, OpenSnackbarPayload, SnackbarState } from './snackbarTypes';

export const initialSnackbarState: SnackbarState = {
  action: false,
  open: false,
  message: SNACKBAR_DEFAULTS.message,
  anchorOrigin: { ...SNACKBAR_DEFAULTS.anchorOrigin },
  variant: 'default',
  alert: { color: 'success', variant: 'filled' },
  transition: 'Fade',
  close: true,
  maxStack: DEFAULT_SETTINGS.snackbarMaxStack,
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
        maxStack: state.maxStack,
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
  extraReducers: (builder) => {
    builder
      .addCase(settingChanged, (state, action) => {
        const { key, value } = action.payload;
        if (key === 'snackbarMaxStack' && isValidSetting(key, value)) state.maxStack = value;
      })
      .addCase(settingsReplaced, (state, action) => {
        state.maxStack = sanitizeSettings(action.payload).snackbarMaxStack;
      })
      .addCase(settingsReset, (state) => {
        state.maxStack = DEFAULT_SETTINGS.snackbarMaxStack;
      });
  },
});

export const { snackbarOpened, snackbarClosed, snackbarDenseSet, snackbarIconVariantSet } =
  snackbarSlice.actions;
