import {
  highlightDocument,
  isTypoOf,
  matchDocument,
  parseSearchQuery,
  searchTokens,
  type SearchHit,
  type SearchHitWhen,
} from '@/api/schema';

/** What the mocks search: a note, or an event or file of a search fixture. */
export interface SearchableDocument {
  id: string;
  title: string;
  /** A note's plain text; other kinds name their text `body`. */
  plainText?: string;
  body?: string;
  updatedAt?: string;
  /** An event's start, all-day flag and whether it repeats, carried onto its hit. */
  when?: SearchHitWhen;
}

const bodyOf = (doc: SearchableDocument) => doc.plainText ?? doc.body ?? '';

/** The server's typo lexicon, built on the fly: the words (4 letters or more) of `all`. */
function typosFor(all: SearchableDocument[], terms: string[]): Map<string, Set<string>> {
  const words = new Set<string>();
  for (const doc of all) {
    for (const text of [doc.title, bodyOf(doc)]) {
      for (const token of searchTokens(text)) if (token.word.length >= 4) words.add(token.word);
    }
  }
  return new Map(
    terms.map((term) => [term, new Set([...words].filter((word) => isTypoOf(word, term)))]),
  );
}

/**
 * `items` that match `q`, best first, each with its highlight: the rules of the server's engine
 * (docs/search.md), applied in memory. `all` are every document the user has, for typos.
 */
export function rankDocuments<T extends SearchableDocument>(
  items: T[],
  all: SearchableDocument[],
  q: string,
): { item: T; hit: SearchHit }[] {
  const clauses = parseSearchQuery(q);
  const typos = typosFor(
    all,
    clauses.filter((clause) => clause.fuzzy).map((clause) => clause.words[0]!),
  );
  return items
    .map((item) => ({ item, match: matchDocument(item.title, bodyOf(item), clauses, typos) }))
    .filter(({ match }) => match.score > 0)
    .sort(
      (a, b) =>
        b.match.score - a.match.score ||
        (b.item.updatedAt ?? '').localeCompare(a.item.updatedAt ?? '') ||
        b.item.id.localeCompare(a.item.id),
    )
    .map(({ item, match }) => ({
      item,
      hit: {
        id: item.id,
        title: item.title,
        ...highlightDocument(bodyOf(item), match),
        ...(item.when && { when: item.when }),
      },
    }));
}

/** The highlight the engine would give `doc` for `q` (none when it does not match). */
export function highlightFor(doc: SearchableDocument, q: string): SearchHit | undefined {
  return rankDocuments([doc], [doc], q)[0]?.hit;
}
