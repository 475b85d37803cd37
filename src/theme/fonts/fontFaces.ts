// Self-hosted fonts (no font CDN), declared from code so that a page asks for its chosen family
// only, in woff2, in the subsets the UI languages need (docs/performance.md).
import unicodeRanges from '@fontsource/roboto/unicode.json';
import type { FontFamily } from '@/config';

/** The weights the theme's typography uses. */
export const FONT_WEIGHTS = [400, 500, 700] as const;
/** en, fr and ro need these two; zh text falls back to the system's CJK font. */
export const FONT_SUBSETS = ['latin', 'latin-ext'] as const;
/** Preloaded before the first paint: body text, in the script every UI language uses. */
export const PRELOADED_FACE = { weight: 400, subset: 'latin' } as const;

type Weight = (typeof FONT_WEIGHTS)[number];
type Subset = (typeof FONT_SUBSETS)[number];

const FILES = import.meta.glob<string>(
  '/node_modules/@fontsource/{roboto,inter,poppins}/files/*-{latin,latin-ext}-{400,500,700}-normal.woff2',
  { query: '?url', import: 'default', eager: true },
);

/** `'Roboto', sans-serif` → `Roboto`. */
export function fontName(family: FontFamily): string {
  return family.split(',')[0]!.replaceAll("'", '').trim();
}

/** The built URL of one face; its file name is `<family>-<subset>-<weight>-normal.woff2`. */
export function fontFileUrl(family: FontFamily, weight: Weight, subset: Subset): string {
  const slug = fontName(family).toLowerCase();
  const key = `/node_modules/@fontsource/${slug}/files/${slug}-${subset}-${weight}-normal.woff2`;
  const url = FILES[key];
  if (!url) throw new Error(`No font file ${key}`);
  return url;
}

/** The @font-face rules of one family: every weight the theme uses, in both subsets. */
export function fontFaceCss(family: FontFamily): string {
  const name = fontName(family);
  return FONT_WEIGHTS.flatMap((weight) =>
    FONT_SUBSETS.map(
      (subset) =>
        `@font-face{font-family:'${name}';font-style:normal;font-display:swap;font-weight:${weight};` +
        `src:url(${fontFileUrl(family, weight, subset)}) format('woff2');` +
        `unicode-range:${unicodeRanges[subset]}}`,
    ),
  ).join('\n');
}
