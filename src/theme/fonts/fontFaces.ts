// Self-hosted fonts (no font CDN), declared from code so that a page asks for its chosen family
// only, in woff2, in the subsets the UI languages need (docs/performance.md).
import unicodeRanges from '@fontsource/roboto/unicode.json';
import type { FontFamily } from '@/config';
import {
  FONT_SUBSETS,
  FONT_WEIGHTS,
  fontName,
  fontSourceFile,
  type FontSubset,
  type FontWeight,
} from './fontFiles';

export { FONT_SUBSETS, FONT_WEIGHTS, fontName, PRELOADED_FACE } from './fontFiles';

const FILES = import.meta.glob<string>(
  '/node_modules/@fontsource/{roboto,inter,poppins}/files/*-{latin,latin-ext}-{400,500,700}-normal.woff2',
  { query: '?url', import: 'default', eager: true },
);

/** The built URL of one face; its file name is `<family>-<subset>-<weight>-normal.woff2`. */
export function fontFileUrl(family: FontFamily, weight: FontWeight, subset: FontSubset): string {
  const key = `/${fontSourceFile(family, weight, subset)}`;
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
