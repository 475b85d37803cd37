// Chromatic snapshots every story in each of these; the keys name the snapshot variants.
export const allModes = {
  'light ltr': { mode: 'light', direction: 'ltr' },
  'dark ltr': { mode: 'dark', direction: 'ltr' },
  'light rtl': { mode: 'light', direction: 'rtl' },
  'dark rtl': { mode: 'dark', direction: 'rtl' },
} as const;
