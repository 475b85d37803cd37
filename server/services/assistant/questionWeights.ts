import { isCjkWord, type SearchClause } from '@/api/schema';
import { join, sql, type Queryable } from '../../db/index.ts';
import type { PreparedSearch } from '../search/engine.ts';

/** The lexicon counts the words of this many letters or more (migration 004). */
const LEXICON_MIN_LETTERS = 4;
/**
 * A short word ("car", "gym") or a CJK run, whether the documents hold it or not: the lexicon
 * does not count it, so its rarity is unknown and it weighs like a common word (a short word they
 * lack is often a form of one they hold, "see" for "sees").
 */
const UNCOUNTED_WEIGHT = 1;

/** Whether the lexicon counts the documents holding this clause's word. */
const counted = (clause: SearchClause) =>
  clause.words.length === 1 &&
  clause.words[0]!.length >= LEXICON_MIN_LETTERS &&
  !isCjkWord(clause.words[0]!);

/**
 * How many of the user's documents hold each clause: as many as hold its commonest form (its
 * word, an irregular form or, for a prefix clause, any word it starts); `null` for a clause the
 * lexicon does not count. Forms of one word often share a passage (a heading "Expenses" over
 * "Expense claims"), so adding each form's count would make the word look commoner than it is.
 */
export async function lexiconUses(
  db: Queryable,
  userId: string,
  clauses: SearchClause[],
): Promise<(number | null)[]> {
  const uses: (number | null)[] = clauses.map((clause) => (counted(clause) ? 0 : null));
  // One lookup per clause, each with its own pattern, so the lexicon's indexes serve each.
  const lookups = clauses.flatMap((clause, i) => {
    if (!counted(clause)) return [];
    const word = clause.words[0]!;
    const exact = [...(clause.prefix ? [] : [word]), ...(clause.forms ?? [])];
    const lexicon = sql`SELECT ${i}::int AS i, uses FROM search_lexicon WHERE user_id = ${userId}`;
    return [
      ...(clause.prefix
        ? [sql`${lexicon} AND word LIKE ${`${word.replace(/[\\%_]/g, '\\$&')}%`}`]
        : []),
      ...(exact.length ? [sql`${lexicon} AND word = ANY (${exact}::text[])`] : []),
    ];
  });
  if (!lookups.length) return uses;
  const union = join(
    lookups.map((lookup, k) => (k ? sql`UNION ALL ${lookup}` : lookup)),
    'space',
  );
  const rows = await db.many<{ i: number; uses: number }>(sql`
    SELECT i, max(uses)::int AS uses FROM (${union}) AS found GROUP BY i`);
  for (const row of rows) uses[row.i] = row.uses;
  return uses;
}

/** What the user's documents hold of a question: the weight of each clause and where it is. */
export interface QuestionWeights {
  weights: number[];
  /** Whether any passage, note or file name holds the clause. */
  held: boolean[];
  /** For each clause, the ready files whose name holds it. */
  namingFiles: string[][];
}

/**
 * Each clause weighs its rarity in the user's own documents (inverse document frequency over
 * passages and notes, a typo counting as the words it stands for). A word of four letters or more
 * that nothing holds is rarer than any word they hold, so it weighs as much as the rarest (a word
 * one passage holds): a passage lacking it answers only when its other words are as specific
 * (docs/assistant.md "Retrieval").
 */
export function weighClauses(uses: (number | null)[], documents: number): number[] {
  return uses.map((count) =>
    count === null
      ? UNCOUNTED_WEIGHT
      : Math.log(1 + documents / Math.max(1, Math.min(count, documents))),
  );
}

/**
 * Reads the weights of a prepared question. `uses` comes from `lexiconUses` for the same
 * clauses; the typos the search engine found add their own uses.
 */
export async function questionWeights(
  db: Queryable,
  userId: string,
  prepared: PreparedSearch,
  uses: (number | null)[],
): Promise<QuestionWeights> {
  const { queries, typos } = prepared;
  const typoWords = [...new Set([...typos.values()].flatMap((words) => [...words]))];
  const typoUses = typoWords.length
    ? await db.many<{ word: string; uses: number }>(sql`
        SELECT word, uses FROM search_lexicon
        WHERE user_id = ${userId} AND word = ANY (${typoWords}::text[])`)
    : [];
  const usesOf = new Map(typoUses.map((row) => [row.word, row.uses]));
  const allUses = uses.map((count, i) => {
    if (count === null) return null;
    const misspelt = [...(typos.get(queries[i]!.clause.words[0]!) ?? [])];
    return misspelt.reduce((sum, word) => sum + (usesOf.get(word) ?? 0), count);
  });
  const anyQueries = queries.map((q) => q.sql.any);
  const named = await db.many<{ i: number; files: string[] }>(sql`
    SELECT t.i::int AS i, array_agg(f.id) AS files
    FROM unnest(${anyQueries}::text[]) WITH ORDINALITY AS t(query, i)
    JOIN files f ON f.user_id = ${userId} AND f.deleted_at IS NULL AND f.status = 'ready'
      AND search_document(f.name, '') @@ t.query::tsquery
    GROUP BY t.i`);
  const namingFiles = queries.map(() => [] as string[]);
  for (const row of named) namingFiles[row.i - 1] = row.files;
  // A word the lexicon does not count is looked for in the documents themselves. A file's
  // passages are numbered from 0, so its last number counts them without reading them all.
  const uncounted = anyQueries.map((query, i) => (allUses[i] === null ? query : null));
  const found = await db.one<{ held: boolean[]; documents: string }>(sql`
    SELECT ARRAY(
      SELECT q IS NOT NULL AND (
        EXISTS (SELECT 1 FROM file_chunks WHERE user_id = ${userId} AND search @@ q::tsquery)
        OR EXISTS (SELECT 1 FROM notes WHERE user_id = ${userId} AND search @@ q::tsquery))
      FROM unnest(${uncounted}::text[]) WITH ORDINALITY AS t(q, i) ORDER BY i) AS held,
      (SELECT coalesce(sum(last.seq + 1), 0) FROM files f
        CROSS JOIN LATERAL (
          SELECT seq FROM file_chunks WHERE file_id = f.id ORDER BY seq DESC LIMIT 1) AS last
        WHERE f.user_id = ${userId} AND f.deleted_at IS NULL)
        + (SELECT count(*) FROM notes WHERE user_id = ${userId}) AS documents`);
  const held = allUses.map(
    (count, i) => (count === null ? found.held[i]! : count > 0) || namingFiles[i]!.length > 0,
  );
  const documents = Math.max(1, Number(found.documents));
  return { weights: weighClauses(allUses, documents), held, namingFiles };
}
