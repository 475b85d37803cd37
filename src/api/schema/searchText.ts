/**
 * How search reads text, the same on every side: the server's index (the `search_fold` SQL
 * function of migration 004 mirrors these rules), the server's highlighter and the MSW mocks.
 * Text is folded (accents and ASCII case dropped, as PostgreSQL's `unaccent` then `lower` under
 * the C locale do), then cut into words; every CJK character is a word of its own, so a CJK
 * query becomes a run of adjacent characters: substring matching. See docs/search.md.
 */

/** Letters of alphabetic scripts other than ASCII; everything outside these and CJK separates words. */
const WORD_RANGES = String.raw`\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u0370-\u052f\u0590-\u06ff\u0900-\u0e7f\u1e00-\u1fff`;
/** Kana, CJK ideographs and Hangul: each character is indexed alone. */
const CJK_RANGES = String.raw`\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff`;

// Tested one code point at a time, so the combining marks these scripts' ranges hold (Devanagari
// vowel signs) count as letters of their word, as PostgreSQL counts them.
// eslint-disable-next-line no-misleading-character-class
const WORD_CHAR = new RegExp(`^[0-9a-z${WORD_RANGES}]$`);
const CJK_CHAR = new RegExp(`^[${CJK_RANGES}]$`);

/** `unaccent` spells these out instead of dropping a mark. */
const SPELLED_OUT: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
};

const COMBINING_MARK = /[\u0300-\u036f]/g;

/** One code point folded: marks of Latin and Greek letters dropped, ASCII lowercased. */
function foldChar(char: string): string {
  const spelled = SPELLED_OUT[char];
  if (spelled) return spelled.toLowerCase();
  const code = char.codePointAt(0) ?? 0;
  // unaccent leaves other scripts' letters (Cyrillic й) whole; fullwidth forms become ASCII.
  const decomposable = code < 0x400 || (code >= 0x1e00 && code < 0x2000) || code >= 0xff00;
  const base = decomposable ? char.normalize('NFKD').replace(COMBINING_MARK, '') : char;
  return base.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** A word of a text and where it stands in the original (UTF-16 offsets, end exclusive). */
export interface SearchToken {
  word: string;
  start: number;
  end: number;
}

/** PostgreSQL's parser skips longer words; they are not searchable anywhere. */
const MAX_WORD = 2047;

/**
 * PostgreSQL's parser reads a word that starts with digits, `e` and digits as a number in
 * scientific notation and the rest as a word of its own (`3e8a0b1c` is `3e8` and `a0b1c`), so
 * a hash or an id like it is found only as those two words.
 */
const SCIENTIFIC_HEAD = /^\d+e\d+/;

/** A word being read, with where each of its folded letters ends in the text. */
type OpenToken = SearchToken & { ends: number[] };

/** The words of `text`, folded, with their places in `text` for highlighting. */
export function searchTokens(text: string): SearchToken[] {
  const tokens: SearchToken[] = [];
  let current: OpenToken | null = null;
  const push = (word: string, start: number, end: number) => {
    if (word.length <= MAX_WORD) tokens.push({ word, start, end });
  };
  const close = () => {
    if (!current) return;
    const { word, start, end, ends } = current;
    const head = SCIENTIFIC_HEAD.exec(word)?.[0];
    if (head && head.length < word.length) {
      push(head, start, ends[head.length - 1]!);
      push(word.slice(head.length), ends[head.length - 1]!, end);
    } else push(word, start, end);
    current = null;
  };
  let index = 0;
  for (const char of text) {
    const start = index;
    index += char.length;
    const folded = foldChar(char);
    if (folded === '') {
      // A lone combining mark belongs to the letter before it.
      if (current) {
        current.end = index;
        current.ends[current.ends.length - 1] = index;
      }
      continue;
    }
    for (const unit of folded) {
      if (CJK_CHAR.test(unit)) {
        close();
        tokens.push({ word: unit, start, end: index });
      } else if (WORD_CHAR.test(unit)) {
        if (current) {
          current.word += unit;
          current.end = index;
          current.ends.push(index);
        } else current = { word: unit, start, end: index, ends: [index] };
      } else close();
    }
  }
  close();
  return tokens;
}

export const isCjkWord = (word: string): boolean => CJK_CHAR.test(word);
