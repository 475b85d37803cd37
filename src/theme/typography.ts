import type { TypographyVariantsOptions } from '@mui/material/styles';

export function createTypography(fontFamily: string): TypographyVariantsOptions {
  return {
    fontFamily,
    h1: { fontSize: '2.125rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.3 },
    h4: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.4 },
    h5: { fontSize: '0.875rem', fontWeight: 500, lineHeight: 1.4 },
    h6: { fontSize: '0.75rem', fontWeight: 500, lineHeight: 1.4 },
    subtitle1: { fontSize: '0.875rem', fontWeight: 500, lineHeight: 1.5 },
    subtitle2: { fontSize: '0.75rem', fontWeight: 400, lineHeight: 1.5 },
    body1: { fontSize: '0.875rem', fontWeight: 400, lineHeight: 1.6 },
    body2: { fontSize: '0.8125rem', fontWeight: 400, lineHeight: 1.6, letterSpacing: '0em' },
    caption: { fontSize: '0.75rem', fontWeight: 400, lineHeight: 1.5 },
    button: { fontWeight: 600, textTransform: 'none' },
    overline: { fontSize: '0.6875rem', fontWeight: 600, letterSpacing: '0.08em' },
  };
}
