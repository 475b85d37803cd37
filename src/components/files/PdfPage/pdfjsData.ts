/**
 * pdf.js's own data, shipped from `pdfjs-dist` into the build (`scripts/vite/pdfjsData.ts`) and
 * served from our origin: the standard 14 fonts' metrics-compatible files, and the CMaps CJK
 * PDFs name. Without them pdf.js draws unembedded fonts with whatever the system has, spacing
 * the glyphs wrongly.
 */
export const PDFJS_DATA_FOLDER = 'pdfjs';
export const PDFJS_DATA_DIRS = ['standard_fonts', 'cmaps'] as const;

/** The address of one data folder, ending in `/` as pdf.js requires. */
export function pdfjsDataUrl(dir: (typeof PDFJS_DATA_DIRS)[number], base = '/'): string {
  return `${base}${PDFJS_DATA_FOLDER}/${dir}/`;
}
