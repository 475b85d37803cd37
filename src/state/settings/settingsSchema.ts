import { z } from 'zod';
import {
  BORDER_RADIUS,
  DEFAULT_SETTINGS,
  DIRECTIONS,
  FONT_FAMILIES,
  LOCALES,
  MENU_ORIENTATIONS,
  MODES,
  PRESET_COLORS,
  SNACKBAR_MAX_STACK,
  type Settings,
} from '@/config';

export const settingsFieldSchemas = {
  menuOrientation: z.enum(MENU_ORIENTATIONS),
  miniDrawer: z.boolean(),
  fontFamily: z.enum(FONT_FAMILIES),
  borderRadius: z.number().int().min(BORDER_RADIUS.min).max(BORDER_RADIUS.max),
  outlinedFilled: z.boolean(),
  mode: z.enum(MODES),
  presetColor: z.enum(PRESET_COLORS),
  i18n: z.enum(LOCALES),
  themeDirection: z.enum(DIRECTIONS),
  container: z.boolean(),
  snackbarMaxStack: z.number().int().min(SNACKBAR_MAX_STACK.min).max(SNACKBAR_MAX_STACK.max),
} satisfies { [K in keyof Settings]: z.ZodType<Settings[K]> };

export type SettingKey = keyof Settings;
export const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

/** Keeps every valid field of `value` and falls back to the default for each invalid or missing one. */
export function sanitizeSettings(value: unknown): Settings {
  const source: Record<string, unknown> =
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const result = { ...DEFAULT_SETTINGS };
  for (const key of SETTING_KEYS) {
    const parsed = settingsFieldSchemas[key].safeParse(source[key]);
    if (parsed.success) (result as Record<SettingKey, unknown>)[key] = parsed.data;
  }
  return result;
}

/** Parses the stored JSON text; corrupt text yields the defaults rather than an exception. */
export function parseStoredSettings(text: string | null): Settings {
  if (text === null) return { ...DEFAULT_SETTINGS };
  try {
    return sanitizeSettings(JSON.parse(text));
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

export function isValidSetting<K extends SettingKey>(key: K, value: unknown): value is Settings[K] {
  return settingsFieldSchemas[key].safeParse(value).success;
}
