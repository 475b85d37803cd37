/** Lines shown at most: a window around the cited ones in a very long file. */
export const PREVIEW_MAX_LINES = 1000;

export interface TextWindow {
  /** 1-based number of the first line shown. */
  first: number;
  lines: string[];
  total: number;
}

/**
 * The lines of a text file to show: all of them, or PREVIEW_MAX_LINES around the cited range
 * (from the top when nothing is cited), so a 20 MB log does not freeze the page.
 */
export function textWindow(bytes: ArrayBuffer, cited: { start: number } | null): TextWindow {
  // Uploads are UTF-8 (the server refuses anything else); a BOM is not a character of line 1.
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  const all = text.split(/\r\n|\r|\n/);
  if (all.at(-1) === '') all.pop();
  const total = all.length;
  if (total <= PREVIEW_MAX_LINES) return { first: 1, lines: all, total };
  const centre = cited ? cited.start : 1;
  const first = Math.max(
    1,
    Math.min(centre - PREVIEW_MAX_LINES / 2, total - PREVIEW_MAX_LINES + 1),
  );
  return { first, lines: all.slice(first - 1, first - 1 + PREVIEW_MAX_LINES), total };
}
