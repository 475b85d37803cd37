import { alpha, type Components, type Theme } from '@mui/material/styles';
import type { Settings } from '@/config';

/** Menus, lists and drawers. */
export function navigationOverrides(settings: Settings): Components<Theme> {
  return {
    MuiListItemButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: settings.borderRadius,
          '&.Mui-selected': {
            color: theme.palette.primary.main,
            backgroundColor: alpha(theme.palette.primary.main, 0.12),
            '& .MuiListItemIcon-root': { color: theme.palette.primary.main },
          },
        }),
      },
    },
    MuiListItemIcon: { styleOverrides: { root: { minWidth: 36, color: 'inherit' } } },
    MuiDrawer: { styleOverrides: { paper: { borderInlineEnd: 'none' } } },
    MuiMenu: { styleOverrides: { paper: { borderRadius: settings.borderRadius } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  };
}
