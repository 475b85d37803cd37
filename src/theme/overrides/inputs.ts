import { inputBaseClasses } from '@mui/material/InputBase';
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
    MuiInputBase: {
      styleOverrides: {
        // MUI draws placeholders in the text colour at 42 % (50 % dark): under 4.5:1 on paper. The
        // same vendor pseudo-elements as MUI's own rule: the RTL stylis plugin fails on
        // `::placeholder`, which the prefixer expands.
        input: ({ theme }) => {
          const readable = { color: theme.palette.text.secondary, opacity: 1 };
          return {
            '&::-webkit-input-placeholder': readable,
            '&::-moz-placeholder': readable,
            // Under a label that has not moved up MUI hides the placeholder until focus.
            [`label[data-shrink=false] + .${inputBaseClasses.formControl} &`]: {
              '&:focus::-webkit-input-placeholder': readable,
              '&:focus::-moz-placeholder': readable,
            },
          };
        },
      },
    },
    MuiInputLabel: {
      styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) },
    },
    MuiFormHelperText: { styleOverrides: { root: { marginInline: 2 } } },
    MuiIconButton: { styleOverrides: { root: { borderRadius: settings.borderRadius } } },
  };
}
