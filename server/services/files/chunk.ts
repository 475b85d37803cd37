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

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

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

/** A unit longer than a passage, cut into overlapping windows of words. */
function windows(unit: TextUnit): TextUnit[] {
  const words = unit.text.split(/\s+/).filter(Boolean);
  const step = CHUNK_WORDS.target - CHUNK_WORDS.overlap;
  const parts: TextUnit[] = [];
  for (let start = 0; start < words.length; start += step) {
    parts.push({ ...unit, text: words.slice(start, start + CHUNK_WORDS.target).join(' ') });
    if (start + CHUNK_WORDS.target >= words.length) break;
  }
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
