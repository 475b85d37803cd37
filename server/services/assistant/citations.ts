import { markedSentences, matchDocument, type Citation, type MatchRange } from '@/api/schema';
import type { PreparedSearch } from '../search/engine.ts';
import type { Passage } from './retrieve.ts';

type PreparedSearchClauses = Pick<PreparedSearch, 'clauses' | 'typos'>;

/** A note is cited by the part around its first match, not its whole text. */
const NOTE_EXCERPT_CHARS = 1200;

/** Where the question's words are in `text`, each clause on its own (any of them counts). */
function wordRanges(text: string, prepared: PreparedSearchClauses): MatchRange[] {
  return prepared.clauses
    .filter((clause) => !clause.negated)
    .flatMap((clause) => matchDocument('', text, [clause], prepared.typos).bodyRanges);
}

function excerpt(text: string, prepared: PreparedSearchClauses): string {
  if (text.length <= NOTE_EXCERPT_CHARS) return text;
  const first = Math.min(...wordRanges(text, prepared).map((range) => range.start), text.length);
  const start = Math.max(
    0,
    text.lastIndexOf('\n', Math.max(0, first - NOTE_EXCERPT_CHARS / 3)) + 1,
  );
  return text.slice(start, start + NOTE_EXCERPT_CHARS);
}

/** Numbers the passages [1], [2]… and marks in each the sentences that answer (`markedSentences`). */
export function toCitations(passages: Passage[], prepared: PreparedSearchClauses): Citation[] {
  return passages.map((passage, i) => {
    const text = passage.source === 'note' ? excerpt(passage.text, prepared) : passage.text;
    const marks = markedSentences(text, prepared.clauses, prepared.typos);
    return {
      n: i + 1,
      source: passage.source,
      id: passage.id,
      title: passage.title,
      heading: passage.heading,
      page: passage.page,
      lineStart: passage.lineStart,
      lineEnd: passage.lineEnd,
      text,
      marks,
    };
  });
}
