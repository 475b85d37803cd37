import { describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS, MODES, PRESET_COLORS } from '@/config';
import { AA_NON_TEXT, AA_TEXT, contrastRatio, parseHex } from './contrast';
import { createAppTheme } from './createAppTheme';
import { PALETTES, STATUS_COLORS } from './palettes';

const combos = PRESET_COLORS.flatMap((preset) => MODES.map((mode) => ({ preset, mode })));

function hue(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

describe('contrastRatio', () => {
  test('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
  test('refuses colours it cannot measure', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow();
  });
});

describe.each(combos)('$preset $mode meets WCAG AA', ({ preset, mode }) => {
  const p = PALETTES[preset][mode];
  const backgrounds = [p.background.default, p.background.paper];

  test('body and secondary text reach 4.5:1 on both backgrounds', () => {
    for (const bg of backgrounds) {
      expect(contrastRatio(p.text.primary, bg)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(p.text.secondary, bg)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  test('primary and secondary read as link text (4.5:1) and as controls and focus rings (3:1)', () => {
    for (const bg of backgrounds) {
      for (const colour of [p.primary.main, p.secondary.main]) {
        expect(contrastRatio(colour, bg)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(contrastRatio(colour, bg)).toBeGreaterThanOrEqual(AA_NON_TEXT);
      }
    }
  });

  test('text on filled buttons and tinted chips reaches 4.5:1', () => {
    expect(contrastRatio(p.primary.contrastText, p.primary.main)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(p.secondary.contrastText, p.secondary.main)).toBeGreaterThanOrEqual(
      AA_TEXT,
    );
    expect(contrastRatio(p.primary.dark, p.primary.light)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(p.secondary.dark, p.secondary.light)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  test('status colours read as text on both backgrounds', () => {
    for (const bg of backgrounds) {
      for (const colour of Object.values(STATUS_COLORS[mode])) {
        expect(contrastRatio(colour, bg)).toBeGreaterThanOrEqual(AA_TEXT);
      }
    }
  });

  test('createAppTheme applies the palette', () => {
    const theme = createAppTheme({ ...DEFAULT_SETTINGS, presetColor: preset, mode });
    expect(theme.palette.mode).toBe(mode);
    expect(theme.palette.primary.main).toBe(p.primary.main);
    expect(theme.palette.background.paper).toBe(p.background.paper);
  });
});

test('the seven presets have distinct hues (at least 20° apart) in each mode', () => {
  for (const mode of MODES) {
    const hues = PRESET_COLORS.map((preset) => hue(PALETTES[preset][mode].primary.main));
    for (let i = 0; i < hues.length; i += 1) {
      for (let j = i + 1; j < hues.length; j += 1) {
        const gap = Math.abs(hues[i]! - hues[j]!);
        expect(
          Math.min(gap, 360 - gap),
          `${PRESET_COLORS[i]} vs ${PRESET_COLORS[j]} (${mode})`,
        ).toBeGreaterThanOrEqual(20);
      }
    }
  }
});

describe('createAppTheme settings', () => {
  test('border radius, direction and font follow the settings', () => {
    const theme = createAppTheme({
      ...DEFAULT_SETTINGS,
      borderRadius: 16,
      themeDirection: 'rtl',
      fontFamily: `'Inter', sans-serif`,
    });
    expect(theme.shape.borderRadius).toBe(16);
    expect(theme.direction).toBe('rtl');
    expect(theme.typography.fontFamily).toBe(`'Inter', sans-serif`);
  });

  test('reduced motion removes every transition', () => {
    const moving = createAppTheme(DEFAULT_SETTINGS);
    const still = createAppTheme(DEFAULT_SETTINGS, { reducedMotion: true });
    expect(moving.transitions.create('opacity')).not.toBe('none');
    expect(still.transitions.create('opacity')).toBe('none');
    expect(still.transitions.duration.enteringScreen).toBe(0);
  });
});
