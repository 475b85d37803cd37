// Which font files exist and which one is preloaded, as plain data: the app (fontFaces.ts), the
// build's preload hints (scripts/vite/preloadHints.ts) and the budget test all read it here.
import type { FontFamily } from '@/config';

/** The weights the theme's typography uses. */
export const FONT_WEIGHTS = [400, 500, 700] as const;
/** en, fr and ro need these two; zh text falls back to the system's CJK font. */
export const FONT_SUBSETS = ['latin', 'latin-ext'] as const;
/** Preloaded before the first paint: body text, in the script every UI language uses. */
export const PRELOADED_FACE = { weight: 400, subset: 'latin' } as const;

export type FontWeight = (typeof FONT_WEIGHTS)[number];
export type FontSubset = (typeof FONT_SUBSETS)[number];

/** `'Roboto', sans-serif` → `Roboto`. */
export function fontName(family: FontFamily): string {
  return family.split(',')[0]!.replaceAll("'", '').trim();
}

/** Where one face's woff2 lives in the sources (the key of the build manifest). */
export function fontSourceFile(family: FontFamily, weight: FontWeight, subset: FontSubset): string {
  const slug = fontName(family).toLowerCase();
  return `node_modules/@fontsource/${slug}/files/${slug}-${subset}-${weight}-normal.woff2`;
}
