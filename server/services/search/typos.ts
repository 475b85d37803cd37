import { isTypoOf, type SearchClause } from '@/api/schema';
import { sql, type Queryable } from '../../db/index.ts';

/** Words a typed word may have meant, at most this many, the most alike first. */
const MAX_TYPOS_PER_WORD = 20;
/** Trigram look-alikes checked per typed word: bounds the work in a large lexicon. */
const CANDIDATES_PER_WORD = 200;

/**
 * For each word the user may have misspelled, the words of their own documents it is a typo of.
 * The trigram index proposes (`%`: pg_trgm's default similarity of 0.3), `isTypoOf` decides, so
 * the rule is the same one the highlighter and the mocks apply.
 */
export async function findTypos(
  db: Queryable,
  userId: string,
  clauses: SearchClause[],
): Promise<Map<string, Set<string>>> {
  const terms = [...new Set(clauses.filter((c) => c.fuzzy).map((c) => c.words[0]!))];
  const typos = new Map<string, Set<string>>();
  if (!terms.length) return typos;
  const rows = await db.many<{ term: string; word: string }>(sql`
    SELECT t.term, l.word
    FROM unnest(${terms}::text[]) AS t(term)
    CROSS JOIN LATERAL (
      SELECT word FROM search_lexicon
      WHERE user_id = ${userId} AND word % t.term
      ORDER BY similarity(word, t.term) DESC, word
      LIMIT ${CANDIDATES_PER_WORD}
    ) AS l`);
  for (const { term, word } of rows) {
    const accepted = typos.get(term) ?? new Set<string>();
    if (accepted.size < MAX_TYPOS_PER_WORD && isTypoOf(word, term)) accepted.add(word);
    typos.set(term, accepted);
  }
  return typos;
}
