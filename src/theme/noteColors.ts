import type { Theme } from '@mui/material/styles';
import type { NoteColor } from '@/api/schema';

// Pale tints under dark text in light mode, deep tones under light text in dark mode: body text
// keeps at least 4.5:1 on every one (checked in noteColors.test.ts).
export const NOTE_COLOR_TOKENS: Record<
  Exclude<NoteColor, 'default'>,
  { light: string; dark: string }
> = {
  red: { light: '#fbe1df', dark: '#5c2b29' },
  orange: { light: '#fde8d2', dark: '#5e3d16' },
  yellow: { light: '#fbf3c4', dark: '#4f4b18' },
  green: { light: '#dcf2da', dark: '#2f5020' },
  teal: { light: '#d2f0ec', dark: '#164e49' },
  blue: { light: '#dbe7fb', dark: '#243f6b' },
  purple: { light: '#ebdff7', dark: '#43295e' },
  gray: { light: '#e7e9ed', dark: '#3a3f47' },
};

/** The background a note of `color` gets in the current theme. */
export function noteBackground(theme: Theme, color: NoteColor): string {
  if (color === 'default') return theme.palette.background.paper;
  return NOTE_COLOR_TOKENS[color][theme.palette.mode];
}
