import type { MatchRange } from '@/api/schema';

export interface TextPart {
  text: string;
  marked: boolean;
}

/**
 * `text` cut into plain and marked parts. Ranges come from the network, so they are trusted no
 * further than the text: out-of-bounds ends are clamped, empty and overlapping ones skipped.
 */
export function highlightParts(text: string, matches: readonly MatchRange[]): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  const sorted = [...matches].sort((a, b) => a.start - b.start);
  for (const range of sorted) {
    const start = Math.max(at, Math.min(range.start, text.length));
    const end = Math.min(range.end, text.length);
    if (end <= start) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
