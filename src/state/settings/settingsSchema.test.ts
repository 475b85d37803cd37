import { describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS } from '@/config';
import { parseStoredSettings, sanitizeSettings } from './settingsSchema';

describe('parseStoredSettings', () => {
  test('nothing stored gives the defaults', () => {
    expect(parseStoredSettings(null)).toEqual(DEFAULT_SETTINGS);
  });

  test.each(['{', 'undefined', 'null', '42', '"dark"', '[1,2]', 'true', ''])(
    'corrupt or non-object text %j gives the defaults',
    (text) => {
      expect(parseStoredSettings(text)).toEqual(DEFAULT_SETTINGS);
    },
  );

  test('a partial object keeps its valid fields and defaults the rest', () => {
    expect(parseStoredSettings(JSON.stringify({ mode: 'dark', i18n: 'fr' }))).toEqual({
      ...DEFAULT_SETTINGS,
      mode: 'dark',
      i18n: 'fr',
    });
  });

  test('invalid values fall back field by field', () => {
    const stored = {
      menuOrientation: 'diagonal',
      miniDrawer: 'yes',
      fontFamily: 'Comic Sans',
      borderRadius: 99,
      outlinedFilled: false,
      mode: 'dark',
      presetColor: 'theme9',
      i18n: 'de',
      themeDirection: 'rtl',
      container: 1,
      snackbarMaxStack: 0,
      unknownField: 'ignored',
    };
    expect(parseStoredSettings(JSON.stringify(stored))).toEqual({
      ...DEFAULT_SETTINGS,
      outlinedFilled: false,
      mode: 'dark',
      themeDirection: 'rtl',
    });
  });

  test('fractional and boundary numbers', () => {
    expect(sanitizeSettings({ borderRadius: 4, snackbarMaxStack: 10 })).toMatchObject({
      borderRadius: 4,
      snackbarMaxStack: 10,
    });
    expect(sanitizeSettings({ borderRadius: 3, snackbarMaxStack: 11 })).toMatchObject({
      borderRadius: DEFAULT_SETTINGS.borderRadius,
      snackbarMaxStack: DEFAULT_SETTINGS.snackbarMaxStack,
    });
    expect(sanitizeSettings({ borderRadius: 8.5 }).borderRadius).toBe(
      DEFAULT_SETTINGS.borderRadius,
    );
  });

  test('a full valid object survives unchanged', () => {
    const full = {
      menuOrientation: 'horizontal',
      miniDrawer: true,
      fontFamily: `'Inter', sans-serif`,
      borderRadius: 12,
      outlinedFilled: false,
      mode: 'dark',
      presetColor: 'theme6',
      i18n: 'zh',
      themeDirection: 'rtl',
      container: true,
      snackbarMaxStack: 5,
    };
    expect(parseStoredSettings(JSON.stringify(full))).toEqual(full);
  });
});
