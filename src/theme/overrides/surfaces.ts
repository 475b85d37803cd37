import type { Components, Theme } from '@mui/material/styles';
import type { Settings } from '@/config';

/** Paper, cards, app bars and dialogs. */
export function surfaceOverrides(settings: Settings): Components<Theme> {
  return {
    MuiPaper: {
      defaultProps: { elevation: 0 },
      styleOverrides: { rounded: { borderRadius: settings.borderRadius } },
    },
    MuiCard: {
      styleOverrides: {
        root: ({ theme }) => ({ border: `1px solid ${theme.palette.divider}` }),
      },
    },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: settings.borderRadius * 1.5 } } },
  };
}
