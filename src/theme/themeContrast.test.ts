import { describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS, MODES, PRESET_COLORS } from '@/config';
import { AA_NON_TEXT, AA_TEXT, contrastRatio, paintedOver } from './contrast';
import { createAppTheme } from './createAppTheme';
import { searchMarkBackground } from './searchMark';

const combos = PRESET_COLORS.flatMap((preset) => MODES.map((mode) => ({ preset, mode })));

/**
 * Every text colour of the built theme against every surface it is drawn on, in the 14 palettes:
 * the two backgrounds, and a hovered or selected row (MUI's action tints painted over paper). A
 * new token or an MUI default that lowers one of them fails here before a story shows it.
 */
describe.each(combos)('$preset $mode: text on every surface', ({ preset, mode }) => {
  const theme = createAppTheme({ ...DEFAULT_SETTINGS, presetColor: preset, mode });
  const { palette } = theme;
  const ink = mode === 'light' ? '#000000' : '#ffffff';
  const surfaces = {
    default: palette.background.default,
    paper: palette.background.paper,
    hovered: paintedOver(palette.background.paper, ink, palette.action.hoverOpacity),
    selected: paintedOver(palette.background.paper, ink, palette.action.selectedOpacity),
  };
  const texts = {
    primary: palette.text.primary,
    secondary: palette.text.secondary,
    // Placeholders are drawn in the secondary colour (overrides/inputs.ts).
    disabled: palette.text.disabled,
    'disabled control': palette.action.disabled,
    link: palette.primary.main,
  };

  test.each(Object.entries(surfaces))('on %s every text reaches 4.5:1', (surfaceName, surface) => {
    // A disabled control takes no hover and no selection.
    const active = surfaceName === 'hovered' || surfaceName === 'selected';
    for (const [name, colour] of Object.entries(texts)) {
      if (active && name.startsWith('disabled')) continue;
      expect(contrastRatio(colour, surface), name).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  test('status colours read as text on both backgrounds and outline a field at 3:1', () => {
    for (const surface of [surfaces.default, surfaces.paper]) {
      for (const status of ['error', 'warning', 'info', 'success'] as const) {
        expect(contrastRatio(palette[status].main, surface), status).toBeGreaterThanOrEqual(
          AA_TEXT,
        );
      }
      expect(contrastRatio(palette.text.secondary, surface)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    }
  });

  test('a search match keeps its text at 4.5:1', () => {
    expect(
      contrastRatio(palette.text.primary, searchMarkBackground(palette)),
    ).toBeGreaterThanOrEqual(AA_TEXT);
  });

  test('placeholders take the secondary colour, fully opaque', () => {
    const input = theme.components?.MuiInputBase?.styleOverrides?.input;
    const styles = typeof input === 'function' ? input({ theme } as never) : input;
    const readable = { color: palette.text.secondary, opacity: 1 };
    expect(styles).toMatchObject({
      '&::-webkit-input-placeholder': readable,
      '&::-moz-placeholder': readable,
    });
  });
});
