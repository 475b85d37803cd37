import {
  ASK_LIMITS,
  isTypoOf,
  searchTokens,
  listNotesQuerySchema,
  matchDocument,
  parseSearchQuery,
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

/** Like the server: a passage counts when any word of the question is in it; most words first. */
export function retrieve(
  passages: MockPassage[],
  notes: NotesStore | undefined,
  question: string,
  scope: AskScope,
): Citation[] {
  const clauses = parseSearchQuery(question).filter((clause) => !clause.negated);
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
  return candidates
    .map((passage) => {
      const words = clauses.flatMap(
        (clause) => matchDocument(passage.heading, passage.text, [clause], typos).bodyRanges,
      );
      return { passage, words };
    })
    .filter(({ words }) => words.length > 0)
    .sort((a, b) => b.words.length - a.words.length)
    .slice(0, ASK_LIMITS.passages)
    .map(({ passage, words }, index) => ({
      ...passage,
      n: index + 1,
      marks: sentences(passage.text).filter((sentence) =>
        words.some((word) => word.start < sentence.end && word.end > sentence.start),
      ),
    }));
}
