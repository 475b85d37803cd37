import type { Theme } from '@mui/material/styles';

/**
 * FullCalendar's classic theme reads CSS variables: these come from the MUI theme, per mode. Its
 * palette.css sets its own dark values on `[data-color-scheme=dark]` (the grid's own box), which
 * would win over a plain class by coming later; the attribute in our selector outweighs it.
 */
export function calendarThemeVariables(theme: Theme) {
  return { fontFamily: theme.typography.fontFamily, '&[data-color-scheme]': variables(theme) };
}

function variables(theme: Theme) {
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
  };
}
