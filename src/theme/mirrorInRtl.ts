import type { Theme } from '@mui/material/styles';

/** `sx` for an icon that points along the reading direction (arrows, chevrons, send). */
export const mirrorInRtl = (theme: Theme) => ({
  transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined,
});
