import type { TextUnit } from './extract/index.ts';

/** Passage sizes in words (docs/assistant.md "Chunking"). */
export const CHUNK_WORDS = { target: 200, overlap: 40 } as const;

export interface Chunk {
  seq: number;
  heading: string;
  body: string;
  page: number | null;
  lineStart: number | null;
  lineEnd: number | null;
}

/** Counts words without building an array of them: a long unit is millions of words. */
function wordCount(text: string): number {
  let count = 0;
  for (const _word of text.matchAll(/\S+/g)) count++;
  return count;
}

const sectionOf = (unit: TextUnit) => `${unit.page ?? ''}\u0000${unit.heading}`;

function joinUnits(units: TextUnit[]): Omit<Chunk, 'seq'> {
  const starts = units.map((unit) => unit.lineStart).filter((line) => line !== null);
  const ends = units.map((unit) => unit.lineEnd).filter((line) => line !== null);
  return {
    heading: units[0]!.heading,
    body: units.map((unit) => unit.text).join('\n'),
    page: units[0]!.page,
    lineStart: starts.length ? Math.min(...starts) : null,
    lineEnd: ends.length ? Math.max(...ends) : null,
  };
}

/**
 * A unit longer than a passage, cut into overlapping windows of words. Words are read one window
 * at a time, so a file that is one huge paragraph never becomes one array of all its words.
 */
function windows(unit: TextUnit): TextUnit[] {
  const parts: TextUnit[] = [];
  let window: string[] = [];
  let unseen = 0;
  for (const [word] of unit.text.matchAll(/\S+/g)) {
    window.push(word);
    unseen++;
    if (window.length === CHUNK_WORDS.target) {
      parts.push({ ...unit, text: window.join(' ') });
      window = window.slice(CHUNK_WORDS.target - CHUNK_WORDS.overlap);
      unseen = 0;
    }
  }
  if (unseen > 0) parts.push({ ...unit, text: window.join(' ') });
  return parts;
}

/**
 * Passages of about CHUNK_WORDS.target words that never cross a heading or a page; a passage cut
 * for length starts with the last units (up to CHUNK_WORDS.overlap words) of the one before, so
 * an answer that straddles the cut is whole in one of them.
 */
export function chunkUnits(units: TextUnit[]): Chunk[] {
  const chunks: Chunk[] = [];
  let current: TextUnit[] = [];
  let words = 0;
  const flush = () => {
    if (current.length) chunks.push({ seq: chunks.length, ...joinUnits(current) });
  };
  for (const unit of units.flatMap((u) =>
    wordCount(u.text) > CHUNK_WORDS.target ? windows(u) : [u],
  )) {
    const size = wordCount(unit.text);
    const sameSection = current.length > 0 && sectionOf(current[0]!) === sectionOf(unit);
    if (!sameSection) {
      flush();
      current = [];
      words = 0;
    } else if (words + size > CHUNK_WORDS.target) {
      flush();
      const carried: TextUnit[] = [];
      let carriedWords = 0;
      for (let i = current.length - 1; i >= 0; i--) {
        const w = wordCount(current[i]!.text);
        if (carriedWords + w > CHUNK_WORDS.overlap) break;
        carried.unshift(current[i]!);
        carriedWords += w;
      }
      current = carried;
      words = carriedWords;
    }
    current.push(unit);
    words += size;
  }
  flush();
  return chunks;
}
