import {
  ASK_LIMITS,
  isTypoOf,
  searchTokens,
  listNotesQuerySchema,
  markedSentences,
  matchDocument,
  questionClauses,
  relevantOnly,
  type AskScope,
  type Citation,
  type SearchClause,
} from '@/api/schema';
import type { NotesStore } from './notesStore';

/** A passage the mock can cite: a citation without its number and marks. */
export type MockPassage = Omit<Citation, 'n' | 'marks'>;

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
  const typos = typosAmong(candidates, clauses);
  const ranked = candidates
    .map((passage) => {
      // A file's or note's name counts like a heading, as on the server.
      const held = clauses.map((clause) =>
        matchDocument(`${passage.title} ${passage.heading}`, passage.text, [clause], typos),
      );
      const score = held.filter((match) => match.score > 0).length;
      return { passage, score, coverage: score / (clauses.length || 1) };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score);
  const kept = relevantOnly(ranked).slice(0, ASK_LIMITS.passages);
  return numbered(
    kept.map(({ passage }) => passage),
    clauses,
    typos,
  );
}

/** The misspellings of the clauses' words among the passages, as the server's lexicon finds them. */
function typosAmong(passages: MockPassage[], clauses: SearchClause[]) {
  // The server's typo lexicon holds the user's words of four letters or more.
  const lexicon = new Set(
    passages.flatMap((passage) =>
      searchTokens(`${passage.heading} ${passage.text}`)
        .map((token) => token.word)
        .filter((word) => word.length >= 4),
    ),
  );
  return new Map(
    clauses
      .filter((clause) => clause.fuzzy)
      .map((clause) => clause.words[0]!)
      .map((term) => [term, new Set([...lexicon].filter((word) => isTypoOf(word, term)))]),
  );
}

function numbered(
  passages: MockPassage[],
  clauses: SearchClause[],
  typos: ReadonlyMap<string, ReadonlySet<string>>,
): Citation[] {
  return passages.map((passage, index) => ({
    ...passage,
    n: index + 1,
    marks: markedSentences(passage.text, clauses, typos),
  }));
}

/**
 * `passages` cited as they are, numbered in order with the sentences `question` marks: for
 * stories about showing citations, whatever the ranking would keep.
 */
export function citePassages(passages: MockPassage[], question: string): Citation[] {
  const clauses = questionClauses(question);
  return numbered(passages, clauses, typosAmong(passages, clauses));
}
