import type { TextUnit } from './types.ts';

/** The file's lines without a BOM; `\r\n`, `\r` and `\n` all end a line. */
export function linesOf(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
}

/** Paragraphs (runs of non-blank lines) of plain text, each with its line range. */
export function extractPlainText(text: string): TextUnit[] {
  const units: TextUnit[] = [];
  let start = -1;
  const lines = linesOf(text);
  lines.forEach((line, i) => {
    const blank = line.trim() === '';
    if (!blank && start < 0) start = i;
    if ((blank || i === lines.length - 1) && start >= 0) {
      const end = blank ? i - 1 : i;
      units.push({
        text: lines.slice(start, end + 1).join('\n'),
        heading: '',
        page: null,
        lineStart: start + 1,
        lineEnd: end + 1,
      });
      start = -1;
    }
  });
  return units;
}
