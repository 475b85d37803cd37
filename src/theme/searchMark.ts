import type { Palette } from '@mui/material/styles';
import { paintedOver } from './contrast';

/**
 * The background of a search match: the warning colour tinted over paper, and opaque, so a match
 * reads the same on a coloured note as on paper (a translucent tint over a dark green note left
 * its text at 4.43:1). themeContrast.test.ts checks the text on it in every palette.
 */
export function searchMarkBackground(palette: Palette): string {
  return paintedOver(
    palette.background.paper,
    palette.warning.main,
    palette.mode === 'dark' ? 0.3 : 0.25,
  );
}
