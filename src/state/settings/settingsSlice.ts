import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_SETTINGS, type Settings } from '@/config';
import { isValidSetting, sanitizeSettings, type SettingKey } from './settingsSchema';

type SetSettingPayload = { [K in SettingKey]: { key: K; value: Settings[K] } }[SettingKey];

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: DEFAULT_SETTINGS as Settings,
  reducers: {
    settingChanged(state, action: PayloadAction<SetSettingPayload>) {
      const { key, value } = action.payload;
      // An out-of-range value from a control or another tab is ignored, never stored.
      if (isValidSetting(key, value)) (state as Record<SettingKey, unknown>)[key] = value;
    },
    settingsReplaced(_state, action: PayloadAction<unknown>) {
      return sanitizeSettings(action.payload);
    },
    settingsReset() {
      return { ...DEFAULT_SETTINGS };
    },
  },
});

export const { settingChanged, settingsReplaced, settingsReset } = settingsSlice.actions;

export const setSetting = <K extends SettingKey>(key: K, value: Settings[K]) =>
  settingChanged({ key, value } as SetSettingPayload);

/** How many notifications may show at once (docs/product.md §4, §6): the setting is the limit. */
export const selectNotificationLimit = (state: { settings: Settings }) =>
  state.settings.snackbarMaxStack;
