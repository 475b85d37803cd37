import type { Components, Theme } from '@mui/material/styles';
import { TOOLTIP_DEFAULTS } from '@/config';

/** Tooltips, alerts, progress and chips. */
export function feedbackOverrides(): Components<Theme> {
  return {
    MuiTooltip: {
      defaultProps: {
        enterDelay: TOOLTIP_DEFAULTS.enterDelay,
        enterTouchDelay: TOOLTIP_DEFAULTS.enterTouchDelay,
        leaveTouchDelay: TOOLTIP_DEFAULTS.leaveTouchDelay,
      },
      styleOverrides: { tooltip: { maxWidth: TOOLTIP_DEFAULTS.maxWidth } },
    },
    MuiAlert: { styleOverrides: { root: { alignItems: 'center' } } },
    MuiChip: { styleOverrides: { label: { fontWeight: 500 } } },
  };
}
