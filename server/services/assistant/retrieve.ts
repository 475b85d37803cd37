import { qualifyingCondition, relevantOnly, type AskScope, type SearchClause } from '@/api/schema';
import { join, sql, type Queryable, type SqlFragment } from '../../db/index.ts';
import type { PreparedSearch } from '../search/engine.ts';
import type { ClauseQueries } from '../search/tsquery.ts';
import { embed, type EmbeddingsConfig } from './embeddings.ts';
import type { QuestionWeights } from './questionWeights.ts';

/** A passage found for a question, before it is numbered as a citation. */
export interface Passage {
  /** Unique among passages: `f<chunk id>` or `n<note id>`. */
  key: string;
  source: 'file' | 'note';
  id: string;
  title: string;
  heading: string;
  page: number | null;
  lineStart: number | null;
  lineEnd: number | null;
  text: string;
  score: number;
}

const tsquery = (text: string) => sql`${text}::tsquery`;

/**
 * The score of a passage (docs/assistant.md "Retrieval"): for each clause its weight times the
 * best tier it reaches (heading > body, exact > prefix > typo), plus cover density over them all
 * and a bonus for each pair of question words found side by side.
 */
function scoreOf(
  document: SqlFragment,
  queries: { clause: SearchClause; sql: ClauseQueries }[],
  weights: number[],
  anyQuery: string,
): SqlFragment {
  const parts = queries.map(({ sql: q }, i) => {
    const tiers: [string | null, number][] = [
      [q.exact('A'), 1.5],
      [q.exact(undefined), 1],
      [q.prefix?.(undefined) ?? null, 0.7],
      [q.typo?.(undefined) ?? null, 0.5],
    ];
    const whens = tiers
      .filter((tier): tier is [string, number] => tier[0] !== null)
      .map(
        ([query, tier]) =>
          sql`WHEN ${document} @@ ${tsquery(query)} THEN ${tier * weights[i]!}::float8`,
      );
    return sql`CASE ${join(whens, 'space')} ELSE 0 END`;
  });
  const pairs = queries.slice(1).flatMap(({ clause }, i) => {
    const before = queries[i]!.clause;
    if (before.words.length !== 1 || clause.words.length !== 1) return [];
    const phrase = `'${before.words[0]!.replace(/'/g, "''")}' <-> '${clause.words[0]!.replace(/'/g, "''")}'`;
    const bonus = 0.5 * (weights[i]! + weights[i + 1]!);
    return [sql`CASE WHEN ${document} @@ ${tsquery(phrase)} THEN ${bonus}::float8 ELSE 0 END`];
  });
  // Normalisation 32 maps the rank into 0–1, so it orders ties without drowning the weights.
  const cover = sql`2 * ts_rank_cd(${document}, ${tsquery(anyQuery)}, 32)`;
  return join([...parts, ...pairs, cover], 'plus');
}

/** The share of the question's weight a passage holds, by any tier. */
function coverageOf(
  document: SqlFragment,
  queries: { sql: ClauseQueries }[],
  weights: number[],
): SqlFragment {
  const total = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  const held = queries.map(
    ({ sql: q }, i) =>
      sql`CASE WHEN ${document} @@ ${tsquery(q.any)} THEN ${weights[i]! / total}::float8 ELSE 0 END`,
  );
  return join(held, 'plus');
}

type FileRow = Omit<Passage, 'source' | 'lineStart' | 'lineEnd'> & {
  line_start: number | null;
  line_end: number | null;
  coverage?: number;
};

const PASSAGE_COLUMNS = sql`'f' || c.id AS key, c.file_id AS id, f.name AS title, c.heading, c.page,
  c.line_start, c.line_end, c.body AS text`;

const fromFileRow = ({ line_start, line_end, coverage: _, ...row }: FileRow): Passage => ({
  ...row,
  source: 'file',
  lineStart: line_start,
  lineEnd: line_end,
});

/** Candidates each ranking offers to the fusion, and the text ranking to the relevance cut. */
const FUSION_DEPTH = 20;
/**
 * Below this cosine a passage is not offered by the vector ranking: nearest is not the same as
 * relevant, and a question about nothing in the files must still find nothing.
 */
const MIN_SIMILARITY = 0.3;
/** Reciprocal rank fusion's constant: a rank r counts 1 / (60 + r). */
const RRF_K = 60;

/** Passages in both rankings rise; the order of each list is all that counts, not its scores. */
function fuse(rankings: Passage[][]): Passage[] {
  const fused = new Map<string, Passage>();
  for (const ranking of rankings)
    ranking.forEach((passage, rank) => {
      const seen = fused.get(passage.key);
      const score = (seen?.score ?? 0) + 1 / (RRF_K + rank + 1);
      fused.set(passage.key, { ...(seen ?? passage), score });
    });
  return [...fused.values()].sort((a, b) => b.score - a.score);
}

/** The best passages of the user's files and notes for a question, within its scope. */
export function createRetrieval(db: Queryable, embeddings: EmbeddingsConfig | undefined) {
  const fileConditions = (userId: string, scope: AskScope) => {
    const where = [sql`c.user_id = ${userId}`, sql`f.deleted_at IS NULL`, sql`f.status = 'ready'`];
    if (scope.files !== 'all') where.push(sql`c.file_id = ANY (${scope.files}::uuid[])`);
    return where;
  };

  /** Passages nearest the question's vector; none when embeddings are off or fail. */
  async function nearest(userId: string, question: string, scope: AskScope): Promise<Passage[]> {
    if (!embeddings) return [];
    let vector: number[];
    try {
      [vector] = (await embed(embeddings, [question])) as [number[]];
    } catch {
      return [];
    }
    const where = [
      ...fileConditions(userId, scope),
      sql`c.embedding IS NOT NULL`,
      sql`s.similarity >= ${MIN_SIMILARITY}`,
    ];
    const rows = await db.many<FileRow>(sql`
      SELECT ${PASSAGE_COLUMNS}, s.similarity AS score
      FROM file_chunks c JOIN files f ON f.id = c.file_id
      CROSS JOIN LATERAL (
        SELECT sum(a * b) AS similarity FROM unnest(c.embedding, ${vector}::real[]) AS t(a, b)
      ) AS s
      WHERE ${join(where, 'and')}
      ORDER BY s.similarity DESC, c.id LIMIT ${FUSION_DEPTH}`);
    return rows.map(fromFileRow);
  }

  /** Passages ranked by the question's words, with the share of the question each holds. */
  async function byWords(
    userId: string,
    prepared: PreparedSearch,
    { weights, held, namingFiles }: QuestionWeights,
    scope: AskScope,
  ): Promise<(Passage & { coverage: number })[]> {
    const queries = prepared.queries;
    // Only passages that may qualify are scored (docs/assistant.md "Speed").
    const candidate = qualifyingCondition(weights, held, {
      clause: (i) => queries[i]!.sql.any,
      and: (a, b) => `${a} & (${b})`,
      or: (a, b) => `(${a}) | (${b})`,
    });
    if (candidate === null) return [];
    const anyQuery = queries.map(({ sql: q }) => q.any).join(' | ');
    // The condition does not see file names: every passage of a file its name helps is scored.
    const named = [...new Set(namingFiles.flat())];
    const found: (Passage & { coverage: number })[] = [];
    if (scope.files === 'all' || scope.files.length > 0) {
      const holds = sql`(c.search @@ ${tsquery(candidate)} OR c.file_id = ANY (${named}::uuid[]))`;
      const where = [...fileConditions(userId, scope), holds];
      // A file's name counts like a heading of each of its passages.
      const title = namingFiles.some((files) => files.length)
        ? sql`search_document(f.name, '')`
        : sql`''::tsvector`;
      const score = scoreOf(sql`p.document`, queries, weights, anyQuery);
      const coverage = coverageOf(sql`p.document`, queries, weights);
      // The document is read once per passage in the inner query (OFFSET 0 keeps it apart):
      // each test of the outer one would otherwise read the stored one afresh from TOAST.
      const rows = await db.many<FileRow & { coverage: number }>(sql`
        SELECT p.key, p.id, p.title, p.heading, p.page, p.line_start, p.line_end, p.text,
          ${score} AS score, ${coverage} AS coverage
        FROM (
          SELECT ${PASSAGE_COLUMNS}, c.seq, c.search || ${title} AS document
          FROM file_chunks c JOIN files f ON f.id = c.file_id
          WHERE ${join(where, 'and')} OFFSET 0) AS p
        ORDER BY score DESC, p.id, p.seq LIMIT ${FUSION_DEPTH}`);
      found.push(...rows.map((row) => ({ ...fromFileRow(row), coverage: row.coverage })));
    }
    if (scope.notes) {
      const score = scoreOf(sql`search`, queries, weights, anyQuery);
      const coverage = coverageOf(sql`search`, queries, weights);
      const rows = await db.many<
        Pick<Passage, 'key' | 'id' | 'title' | 'text' | 'score'> & { coverage: number }
      >(sql`
        SELECT 'n' || id AS key, id, title, plain_text AS text, ${score} AS score,
          ${coverage} AS coverage
        FROM notes
        WHERE user_id = ${userId} AND trashed_at IS NULL AND search @@ ${tsquery(candidate)}
        ORDER BY score DESC, updated_at DESC LIMIT ${FUSION_DEPTH}`);
      for (const row of rows)
        found.push({
          ...row,
          source: 'note',
          heading: '',
          page: null,
          lineStart: null,
          lineEnd: null,
        });
    }
    return found.sort((a, b) => b.score - a.score);
  }

  return {
    /**
     * The passages that answer a question (read by `questionClauses`) within its scope, best
     * first; none when nothing in the files answers it.
     */
    async retrieve(
      userId: string,
      question: string,
      prepared: PreparedSearch,
      weights: QuestionWeights,
      scope: AskScope,
      limit: number,
    ): Promise<Passage[]> {
      const byText = relevantOnly(await byWords(userId, prepared, weights, scope)).map(
        ({ coverage: _, ...passage }) => passage,
      );
      const wantsFiles = scope.files === 'all' || scope.files.length > 0;
      const byVector = wantsFiles ? await nearest(userId, question, scope) : [];
      const ranked = byVector.length ? fuse([byText, byVector]) : byText;
      return ranked.slice(0, limit);
    },
  };
}

export type Retrieval = ReturnType<typeof createRetrieval>;
