import {
  highlightDocument,
  MATCH_SCORES,
  matchDocument,
  parseSearchQuery,
  positiveClauses,
  SEARCH_KINDS,
  type SearchClause,
  type SearchHit,
  type SearchKind,
  type SearchResponse,
} from '@/api/schema';
import { join, sql, type Queryable, type SqlFragment } from '../../db/index.ts';
import type { SearchKindSource } from './kinds.ts';
import { clauseQueries, type ClauseQueries } from './tsquery.ts';
import { findTypos } from './typos.ts';

/** A query read once and reused for the SQL and the highlights of its hits. */
export interface PreparedSearch {
  clauses: SearchClause[];
  typos: Map<string, Set<string>>;
  queries: { clause: SearchClause; sql: ClauseQueries }[];
}

const tsquery = (text: string) => sql`${text}::tsquery`;

/** The score of one clause: the best tier it reaches (docs/search.md "Ranking"). */
function clauseScore(document: SqlFragment, queries: ClauseQueries): SqlFragment {
  const tiers: [string | null, number][] = [
    [queries.exact('A'), MATCH_SCORES.titleExact],
    [queries.prefix?.('A') ?? null, MATCH_SCORES.titlePrefix],
    [queries.exact(undefined), MATCH_SCORES.bodyExact],
    [queries.prefix?.(undefined) ?? null, MATCH_SCORES.bodyPrefix],
    [queries.typo?.('A') ?? null, MATCH_SCORES.titleFuzzy],
  ];
  const whens = tiers
    .filter((tier): tier is [string, number] => tier[0] !== null)
    .map(([query, score]) => sql`WHEN ${document} @@ ${tsquery(query)} THEN ${score}::int`);
  return sql`CASE ${join(whens, 'space')} ELSE ${MATCH_SCORES.bodyFuzzy}::int END`;
}

/**
 * The one search engine: notes today, events and files when they register a source. It reads
 * the query (`parseSearchQuery`), looks up typos in the user's lexicon, matches and ranks in SQL
 * over each kind's document index, and highlights hits with the same rules in TypeScript.
 */
export function createSearch(db: Queryable, sources: readonly SearchKindSource[]) {
  /** `null` when the query has nothing to look for (punctuation, exclusions alone). */
  async function prepare(userId: string, text: string): Promise<PreparedSearch | null> {
    return prepareClauses(userId, parseSearchQuery(text));
  }

  /** Like `prepare`, for clauses already read (the assistant reads a question its own way). */
  async function prepareClauses(
    userId: string,
    clauses: SearchClause[],
  ): Promise<PreparedSearch | null> {
    if (positiveClauses(clauses).length === 0) return null;
    const typos = await findTypos(db, userId, clauses);
    const queries = clauses.map((clause) => ({
      clause,
      sql: clauseQueries(clause, [...(typos.get(clause.words[0]!) ?? [])]),
    }));
    return { clauses, typos, queries };
  }

  /** The condition a hit meets and its score, over a kind's document column. */
  function matching(source: Pick<SearchKindSource, 'document'>, prepared: PreparedSearch) {
    const must = prepared.queries.map(({ clause, sql: q }) =>
      clause.negated ? `!${q.exact(undefined)}` : q.any,
    );
    const scores = prepared.queries
      .filter(({ clause }) => !clause.negated)
      .map(({ sql: q }) => clauseScore(source.document, q));
    return {
      where: sql`${source.document} @@ ${tsquery(must.join(' & '))}`,
      score: join(scores, 'plus'),
    };
  }

  function highlight(prepared: PreparedSearch, id: string, title: string, body: string): SearchHit {
    const match = matchDocument(title, body, prepared.clauses, prepared.typos);
    return { id, title, ...highlightDocument(body, match) };
  }

  async function searchKind(
    source: SearchKindSource,
    userId: string,
    prepared: PreparedSearch,
    limit: number,
  ): Promise<SearchHit[]> {
    const { where, score } = matching(source, prepared);
    const conditions = [sql`${source.owner} = ${userId}`, ...source.searchable, where];
    const { details } = source;
    const columns = [
      sql`${source.id}::text AS id, ${source.title} AS title, ${source.body} AS body`,
      ...(details ? [details.columns] : []),
    ];
    const rows = await db.many<{ id: string; title: string; body: string }>(sql`
      SELECT ${join(columns, 'comma')}
      FROM ${source.table} WHERE ${join(conditions, 'and')}
      ORDER BY ${score} DESC, ${source.updatedAt} DESC, ${source.id} DESC
      LIMIT ${limit}`);
    return rows.map((row) => ({
      ...highlight(prepared, row.id, row.title, row.body),
      ...details?.toHit(row),
    }));
  }

  return {
    prepare,
    prepareClauses,
    matching,
    highlight,

    /** The best `limit` hits of each kind wanted; kinds with no source answer with none. */
    async search(
      userId: string,
      text: string,
      { kinds = SEARCH_KINDS, limit }: { kinds?: readonly SearchKind[]; limit: number },
    ): Promise<SearchResponse> {
      const response: SearchResponse = { notes: [], events: [], files: [], conversations: [] };
      const prepared = await prepare(userId, text);
      if (!prepared) return response;
      const wanted = sources.filter((source) => kinds.includes(source.kind));
      const found = await Promise.all(
        wanted.map((source) => searchKind(source, userId, prepared, limit)),
      );
      wanted.forEach((source, i) => (response[source.kind] = found[i]!));
      return response;
    },
  };
}

export type Search = ReturnType<typeof createSearch>;
