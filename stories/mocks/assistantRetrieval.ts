import {
  ASK_LIMITS,
  isTypoOf,
  searchTokens,
  listNotesQuerySchema,
  matchDocument,
  questionClauses,
  relevantOnly,
  type AskScope,
  type Citation,
  type MatchRange,
} from '@/api/schema';
import type { NotesStore } from './notesStore';

/** A passage the mock can cite: a citation without its number and marks. */
export type MockPassage = Omit<Citation, 'n' | 'marks'>;

/** Sentence ranges: up to and including `.`, `!`, `?`, `。` or a line break (as the server cuts). */
function sentences(text: string): MatchRange[] {
  return [...text.matchAll(/[^.!?。！？\n]+[.!?。！？]*/g)]
    .map((match) => ({
      start: match.index + (match[0].length - match[0].trimStart().length),
      end: match.index + match[0].trimEnd().length,
    }))
    .filter((range) => range.end > range.start);
}

/**
 * Like the server: the question's content words (`questionClauses`), a passage ranked by how
 * many of them it holds and kept by the same relevance rule (each word weighs the same here).
 */
export function retrieve(
  passages: MockPassage[],
  notes: NotesStore | undefined,
  question: string,
  scope: AskScope,
): Citation[] {
  const clauses = questionClauses(question);
  const liveNotes = notes && scope.notes ? notes.list(listNotesQuerySchema.parse({})).items : [];
  const candidates: MockPassage[] = [
    ...passages.filter(
      (passage) =>
        (passage.source === 'note' && scope.notes) ||
        (passage.source === 'file' && (scope.files === 'all' || scope.files.includes(passage.id))),
    ),
    ...liveNotes.map((note) => ({
      source: 'note' as const,
      id: note.id,
      title: note.title,
      heading: '',
      page: null,
      lineStart: null,
      lineEnd: null,
      text: note.plainText,
    })),
  ];
  // The server's typo lexicon holds the user's words of four letters or more.
  const lexicon = new Set(
    candidates.flatMap((passage) =>
      searchTokens(`${passage.heading} ${passage.text}`)
        .map((token) => token.word)
        .filter((word) => word.length >= 4),
    ),
  );
  const typos = new Map(
    clauses
      .filter((clause) => clause.fuzzy)
      .map((clause) => clause.words[0]!)
      .map((term) => [term, new Set([...lexicon].filter((word) => isTypoOf(word, term)))]),
  );
  const ranked = candidates
    .map((passage) => {
      const held = clauses.map((clause) =>
        matchDocument(passage.heading, passage.text, [clause], typos),
      );
      const score = held.filter((match) => match.score > 0).length;
      const words = held.flatMap((match) => match.bodyRanges);
      return { passage, words, score, coverage: score / (clauses.length || 1) };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score);
  return relevantOnly(ranked)
    .slice(0, ASK_LIMITS.passages)
    .map(({ passage, words }, index) => ({
      ...passage,
      n: index + 1,
      marks: sentences(passage.text).filter((sentence) =>
        words.some((word) => word.start < sentence.end && word.end > sentence.start),
      ),
    }));
}
