// Every product constant (docs/product.md) lives here once; import it, never retype it.
// A named import: the bundle keeps the version, not the whole package.json.
import { version } from '#package.json';
import type { PresetColor } from './theme/palettes';

export const APP_VERSION = `v${version}`;

export const SETTINGS_STORAGE_KEY = 'quire-config';
export const TOKEN_STORAGE_KEY = 'serviceToken';

export const FONT_FAMILIES = [
  `'Roboto', sans-serif`,
  `'Inter', sans-serif`,
  `'Poppins', sans-serif`,
] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

// The presets are the palettes' names: the palettes say which there are.
export { PRESET_COLORS, type PresetColor } from './theme/palettes';

export const LOCALES = ['en', 'fr', 'ro', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];

export const MODES = ['light', 'dark'] as const;
export type Mode = (typeof MODES)[number];

export const DIRECTIONS = ['ltr', 'rtl'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const MENU_ORIENTATIONS = ['vertical', 'horizontal'] as const;
export type MenuOrientation = (typeof MENU_ORIENTATIONS)[number];

export const BORDER_RADIUS = { min: 4, max: 24 } as const;
export const SNACKBAR_MAX_STACK = { min: 1, max: 10 } as const;

export const DEFAULT_SETTINGS = {
  menuOrientation: 'vertical' as MenuOrientation,
  miniDrawer: false,
  fontFamily: FONT_FAMILIES[0] as FontFamily,
  borderRadius: 8,
  outlinedFilled: true,
  mode: 'light' as Mode,
  presetColor: 'default' as PresetColor,
  i18n: 'en' as Locale,
  themeDirection: 'ltr' as Direction,
  container: false,
  snackbarMaxStack: 3,
};
export type Settings = typeof DEFAULT_SETTINGS;

export const LAYOUT = {
  drawerWidth: 260,
  miniDrawerWidth: 72,
  horizontalBarTop: 71,
  horizontalBarHeight: 62,
  horizontalMaxTopItems: 7,
  itemTitleMaxWidth: 102,
  groupTitleMaxWidth: 130,
  toolbarMinHeight: 48,
  mainTopMargin: 88,
  gridSpacing: 3,
  progressBarHeight: 4,
} as const;

export const SNACKBAR_DEFAULTS = {
  autoHideDuration: 1500,
  /**
   * A snackbar carrying an action (UNDO) stays long enough to read and reach it (WCAG 2.2.1),
   * paused while hovered or focused (docs/product.md §6).
   */
  actionAutoHideDuration: 8000,
  /** The message id; its English text is 'Note archived'. */
  messageId: 'snackbar.noteArchived',
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
} as const;

export const NOTIFICATION_DEFAULTS = {
  autoHideDuration: 5000,
  enterDuration: 225,
  exitDuration: 195,
} as const;

export const TRANSITION_DURATIONS = {
  fade: { appear: 500, enter: 600, exit: 400 },
  slide: { appear: 0, enter: 400, exit: 200 },
  page: 400,
} as const;

export const TOOLTIP_DEFAULTS = {
  enterDelay: 100,
  enterTouchDelay: 700,
  leaveTouchDelay: 1500,
  maxWidth: 300,
} as const;

export const CACHE_POLICY = {
  dedupeMs: 2000,
  errorRetryMs: 5000,
  errorRetrySlowMs: 10000,
  focusThrottleMs: 5000,
  loadingSlowMs: 3000,
} as const;

export const WRONG_SERVICES = 'Wrong Services';

/**
 * Quiet time after the last keystroke before a search-as-you-type asks the server. Short: the
 * engine answers in a few ms and results should follow a keystroke within 100 ms (docs/search.md).
 */
export const SEARCH_DEBOUNCE_MS = 25;
