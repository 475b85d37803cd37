import { describe, expect, it } from 'vitest';
import { MODES, PRESET_COLORS } from '@/config';
import { AA_TEXT, contrastRatio } from '@/theme/contrast';
import { PALETTES } from '@/theme/palettes';
import { NOTE_COLOR_TOKENS } from './noteColors';

describe('note colours', () => {
  for (const preset of PRESET_COLORS) {
    for (const mode of MODES) {
      it(`${preset} ${mode}: primary and secondary text stay at AA on every note colour`, () => {
        const { text } = PALETTES[preset][mode];
        for (const [name, tones] of Object.entries(NOTE_COLOR_TOKENS)) {
          expect(
            contrastRatio(text.primary, tones[mode]),
            `${name} primary`,
          ).toBeGreaterThanOrEqual(AA_TEXT);
          expect(
            contrastRatio(text.secondary, tones[mode]),
            `${name} secondary`,
          ).toBeGreaterThanOrEqual(AA_TEXT);
        }
      });
    }
  }
});
