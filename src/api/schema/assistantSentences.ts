import type { MatchRange } from './search';

/**
 * Abbreviations a sentence does not end at, folded to lower case without their last dot: titles
 * before a name and the Latin and English short forms inside a sentence.
 */
const ABBREVIATIONS = new Set([
  'dr',
  'mr',
  'mrs',
  'ms',
  'prof',
  'st',
  'sr',
  'jr',
  'mt',
  'no',
  'nr',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'cf',
  'approx',
  'dept',
  'fig',
  'p',
  'pp',
  'vol',
  'str',
  'bd',
  'mme',
  'mlle',
  'dl',
  'dna',
]);

const segmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' });

/** Whether a cut after `before` and ahead of `after` breaks one sentence in two. */
function wrongCut(before: string, after: string): boolean {
  if (before.endsWith('\n')) return false;
  const end = before.trimEnd();
  const next = after.trimStart();
  // A number cut at its point ("1." | "5 bar", "94." | "90"), or a path at its dot.
  if (/\d[.,:]$/.test(end) && /^\d/.test(next)) return true;
  if (/[.\]]$/.test(end) && /^[\p{Ll}[\d]/u.test(next)) return true;
  const last = /(?:^|[\s(])([\p{L}.]+)\.$/u.exec(end)?.[1]?.toLowerCase();
  return last !== undefined && ABBREVIATIONS.has(last);
}

/**
 * Sentence ranges of `text` (UTF-16, spaces trimmed): `Intl.Segmenter` cuts, then cuts inside a
 * decimal, a time, a version, a JSON path or after an abbreviation are joined back. A line break
 * always ends a sentence (rows, PDF lines and list items are read one per line).
 */
export function sentenceRanges(text: string): MatchRange[] {
  const pieces: { start: number; text: string }[] = [];
  for (const { segment, index } of segmenter.segment(text)) {
    const previous = pieces.at(-1);
    if (previous && wrongCut(previous.text, segment)) previous.text += segment;
    else pieces.push({ start: index, text: segment });
  }
  return pieces.flatMap(({ start, text: piece }) => {
    const from = start + (piece.length - piece.trimStart().length);
    const to = start + piece.trimEnd().length;
    return to > from ? [{ start: from, end: to }] : [];
  });
}
