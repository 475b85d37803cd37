import { isCjkWord, searchTokens } from './searchText';

/**
 * One thing the user asked for: words that must stand side by side in this order. A typed word
 * is a clause of one word; `oat-milk`, a quoted phrase and a CJK run are clauses of several.
 */
export interface SearchClause {
  words: string[];
  /** The last word may be the start of a longer one (the user is still typing it). */
  prefix: boolean;
  /** A word this long may be misspelled: see `isTypoOf`. */
  fuzzy: boolean;
  /** `-word`: hits must not contain it. */
  negated: boolean;
  /** Other words that count as a one-word clause's word exactly ("grew" for "grow"). */
  forms?: string[];
}

export const SEARCH_RULES = {
  /** Typos are forgiven from this many letters on: shorter words have too many neighbours. */
  typoMinLength: 5,
  /** From this length on, two typos are forgiven instead of one. */
  twoTyposFrom: 9,
  /** Clauses past this many are ignored, which bounds the cost of one query. */
  maxClauses: 8,
} as const;

const CHUNK = /(-?)"([^"]*)("?)|(\S+)/g;

/**
 * Reads a query the way people type one: every word is matched as a prefix, `"a phrase"` exactly
 * (an unclosed quote is a phrase still being typed), `-word` excludes. Words are folded like the
 * indexed text, so accents, case and punctuation do not matter.
 */
export function parseSearchQuery(query: string): SearchClause[] {
  const clauses: SearchClause[] = [];
  for (const match of query.matchAll(CHUNK)) {
    const [, quoteMinus = '', quoted, closing, bare] = match;
    const phrase = quoted !== undefined;
    const negated = phrase ? quoteMinus === '-' : bare!.startsWith('-') && bare!.length > 1;
    const text = phrase ? quoted : negated ? bare!.slice(1) : bare!;
    const words = searchTokens(text).map((token) => token.word);
    const last = words.at(-1);
    if (!last) continue;
    const stillTyping = !phrase || closing === '';
    clauses.push({
      words,
      prefix: stillTyping && !negated && !isCjkWord(last),
      fuzzy:
        !phrase &&
        !negated &&
        words.length === 1 &&
        !isCjkWord(last) &&
        last.length >= SEARCH_RULES.typoMinLength,
      negated,
    });
  }
  return clauses.slice(0, SEARCH_RULES.maxClauses);
}

/** Edit distance, giving up (returning `limit + 1`) once it is sure to exceed `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, row[j]!);
    }
    if (best > limit) return limit + 1;
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * Whether `word` (from the text) is `term` (typed) with a small typo: one edit for a word of
 * 5 to 8 letters, two from 9. The start of a longer word counts too, so a misspelling is
 * forgiven while it is being typed (`safro` finds saffron). Exact and prefix matches are not typos.
 */
export function isTypoOf(word: string, term: string): boolean {
  if (term.length < SEARCH_RULES.typoMinLength || word.startsWith(term)) return false;
  const limit = term.length >= SEARCH_RULES.twoTyposFrom ? 2 : 1;
  const lengths = new Set([word.length, term.length - 1, term.length, term.length + 1]);
  for (const length of lengths) {
    if (length > word.length) continue;
    if (editDistance(word.slice(0, length), term, limit) <= limit) return true;
  }
  return false;
}

/** The clauses that must match (a query of exclusions alone finds nothing). */
export const positiveClauses = (clauses: SearchClause[]) =>
  clauses.filter((clause) => !clause.negated);
