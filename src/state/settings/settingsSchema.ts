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

// Plain checks rather than zod: the entry runs them before the first paint.
type FieldCheck<T> = (value: unknown) => value is T;

const oneOf =
  <T extends string>(values: readonly T[]): FieldCheck<T> =>
  (value): value is T =>
    (values as readonly unknown[]).includes(value);

const isBoolean: FieldCheck<boolean> = (value): value is boolean => typeof value === 'boolean';

const integerIn =
  ({ min, max }: { min: number; max: number }): FieldCheck<number> =>
  (value): value is number =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

const settingsFieldChecks: { [K in keyof Settings]: FieldCheck<Settings[K]> } = {
  menuOrientation: oneOf(MENU_ORIENTATIONS),
  miniDrawer: isBoolean,
  fontFamily: oneOf(FONT_FAMILIES),
  borderRadius: integerIn(BORDER_RADIUS),
  outlinedFilled: isBoolean,
  mode: oneOf(MODES),
  presetColor: oneOf(PRESET_COLORS),
  i18n: oneOf(LOCALES),
  themeDirection: oneOf(DIRECTIONS),
  container: isBoolean,
  snackbarMaxStack: integerIn(SNACKBAR_MAX_STACK),
};

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
    if (isValidSetting(key, source[key]))
      (result as Record<SettingKey, unknown>)[key] = source[key];
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
  return settingsFieldChecks[key](value);
}
