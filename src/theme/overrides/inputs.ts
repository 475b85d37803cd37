import { alpha, type Components, type Theme } from '@mui/material/styles';
import type { Settings } from '@/config';

/** Buttons, text fields and selection controls. */
export function inputOverrides(settings: Settings): Components<Theme> {
  return {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: settings.borderRadius } },
    },
    MuiTextField: { defaultProps: { variant: 'outlined', fullWidth: true } },
    MuiOutlinedInput: {
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: settings.borderRadius,
          // outlinedFilled gives inputs a tinted fill inside their outline; off, they are transparent.
          backgroundColor: settings.outlinedFilled
            ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.08 : 0.04)
            : 'transparent',
          '& .MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.text.secondary },
        }),
      },
    },
    MuiInputLabel: {
      styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) },
    },
    MuiFormHelperText: { styleOverrides: { root: { marginInline: 2 } } },
    MuiIconButton: { styleOverrides: { root: { borderRadius: settings.borderRadius } } },
  };
}
