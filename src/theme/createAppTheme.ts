import { createTheme, type Theme } from '@mui/material/styles';
import type { Settings } from '@/config';
import { componentOverrides } from './overrides';
import { PALETTES, STATUS_COLORS } from './palettes';
import { createTypography } from './typography';

export interface ThemeOptions {
  /** Removes every transition (prefers-reduced-motion, tests and snapshots). */
  reducedMotion?: boolean;
}

export function createAppTheme(
  settings: Settings,
  { reducedMotion = false }: ThemeOptions = {},
): Theme {
  const preset = PALETTES[settings.presetColor][settings.mode];
  const status = STATUS_COLORS[settings.mode];
  return createTheme({
    direction: settings.themeDirection,
    shape: { borderRadius: settings.borderRadius },
    palette: {
      mode: settings.mode,
      primary: preset.primary,
      secondary: preset.secondary,
      error: { main: status.error },
      warning: { main: status.warning },
      info: { main: status.info },
      success: { main: status.success },
      background: preset.background,
      text: preset.text,
      divider: preset.divider,
      // MUI dims a disabled button's text to 26 % black: readable text is the rule, even disabled.
      action: { disabled: preset.text.disabled },
    },
    typography: createTypography(settings.fontFamily),
    components: componentOverrides(settings),
    ...(reducedMotion
      ? {
          transitions: {
            create: () => 'none',
            duration: {
              shortest: 0,
              shorter: 0,
              short: 0,
              standard: 0,
              complex: 0,
              enteringScreen: 0,
              leavingScreen: 0,
            },
          },
        }
      : {}),
  });
}
