import type { MatchRange } from './search';
import { matchDocument } from './searchMatch';
import type { SearchClause } from './searchQuery';
import { sentenceRanges } from './assistantSentences';

/**
 * The sentences of a cited passage to highlight: those holding more than half as many of the
 * question's content clauses as the best sentence does, so a passage's one answering sentence
 * stands out instead of every sentence sharing a word.
 */
export function markedSentences(
  text: string,
  clauses: SearchClause[],
  typos: ReadonlyMap<string, ReadonlySet<string>>,
): MatchRange[] {
  const found = clauses
    .filter((clause) => !clause.negated)
    .map((clause) => matchDocument('', text, [clause], typos).bodyRanges);
  const sentences = sentenceRanges(text);
  const held = sentences.map(
    (sentence) =>
      found.filter((ranges) =>
        ranges.some((range) => range.start < sentence.end && range.end > sentence.start),
      ).length,
  );
  const best = Math.max(0, ...held);
  return sentences.filter((_, i) => held[i]! > 0 && held[i]! * 2 > best);
}
