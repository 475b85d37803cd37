import type { SearchClause } from '@/api/schema';

/**
 * tsquery text for a parsed query. This is a value bound as a parameter (`$n::tsquery`), never
 * SQL: words are folded letters and digits only, and quoting them still guards the syntax.
 */
type Weight = 'A' | undefined;

function lexeme(word: string, prefix: boolean, weight: Weight): string {
  const label = `${prefix ? '*' : ''}${weight ?? ''}`;
  return `'${word.replace(/['\\]/g, (c) => c + c)}'${label ? `:${label}` : ''}`;
}

function phrase(words: string[], prefix: boolean, weight: Weight): string {
  const last = words.length - 1;
  return `(${words.map((word, i) => lexeme(word, prefix && i === last, weight)).join(' <-> ')})`;
}

const anyOf = (parts: string[]) => `(${parts.join(' | ')})`;

/** The tiers a clause can reach, as tsqueries over a whole document or its title (weight A). */
export interface ClauseQueries {
  exact: (weight: Weight) => string;
  prefix: ((weight: Weight) => string) | null;
  typo: ((weight: Weight) => string) | null;
  /** Any tier anywhere: what a hit must satisfy. */
  any: string;
}

export function clauseQueries(clause: SearchClause, typos: readonly string[]): ClauseQueries {
  // Irregular forms count as the word itself, at its exact tier and above its prefix.
  const withForms = (query: string, weight: Weight) =>
    clause.forms?.length
      ? anyOf([query, ...clause.forms.map((form) => lexeme(form, false, weight))])
      : query;
  const exact = (weight: Weight) => withForms(phrase(clause.words, false, weight), weight);
  const prefix = clause.prefix
    ? (weight: Weight) => withForms(phrase(clause.words, true, weight), weight)
    : null;
  const typo =
    clause.fuzzy && typos.length
      ? (weight: Weight) => anyOf(typos.map((word) => lexeme(word, false, weight)))
      : null;
  const widest = (prefix ?? exact)(undefined);
  return { exact, prefix, typo, any: typo ? anyOf([widest, typo(undefined)]) : widest };
}
