import type { Theme } from '@mui/material/styles';

/** FullCalendar's classic theme reads CSS variables: these come from the MUI theme, per mode. */
export function calendarThemeVariables(theme: Theme) {
  const { palette } = theme;
  return {
    '--fc-classic-primary': palette.primary.main,
    '--fc-classic-primary-foreground': palette.primary.contrastText,
    '--fc-classic-button': palette.primary.main,
    '--fc-classic-button-border': palette.primary.main,
    '--fc-classic-button-foreground': palette.primary.contrastText,
    '--fc-classic-background': palette.background.paper,
    '--fc-classic-foreground': palette.text.primary,
    '--fc-classic-muted-foreground': palette.text.secondary,
    // Days outside the month stay readable (4.5:1), only less prominent.
    '--fc-classic-faint-foreground': palette.text.secondary,
    '--fc-classic-border': palette.divider,
    '--fc-classic-strong-border': palette.divider,
    '--fc-classic-today': palette.action.hover,
    '--fc-classic-highlight': palette.action.selected,
    '--fc-classic-now': palette.error.main,
    fontFamily: theme.typography.fontFamily,
  };
}
