/**
 * Which ranked passages answer a question (docs/assistant.md "Retrieval"). A passage qualifies
 * when it holds most of the question's content, weighed by rarity: a passage that shares one
 * word of a question about something else does not answer it. Of those, only the passages
 * scoring near the best one are kept, so an answer carries the one or two that answer, not five.
 */
export const ASK_RELEVANCE = {
  /** The share of the question's weight a passage must hold (any tier: exact, prefix, typo). */
  minCoverage: 0.66,
  /** A kept passage scores at least this share of the best one's score. */
  relativeToBest: 0.6,
} as const;

export interface Ranked {
  score: number;
  /** The weight of the question's clauses the passage holds, over the weight of them all. */
  coverage: number;
}

/** The passages that answer, best first (the input is ranked best first). */
export function relevantOnly<T extends Ranked>(ranked: T[]): T[] {
  const qualified = ranked.filter((passage) => passage.coverage >= ASK_RELEVANCE.minCoverage);
  const best = qualified[0]?.score ?? 0;
  return qualified.filter((passage) => passage.score >= best * ASK_RELEVANCE.relativeToBest);
}

/** How a condition over the question's clauses is written (as a tsquery, or evaluated). */
export interface ConditionWriter<T> {
  clause(index: number): T;
  and(a: T, b: T): T;
  or(a: T, b: T): T;
}

/**
 * The condition a passage meets exactly when the clauses it holds reach the coverage
 * `relevantOnly` asks (`held[i]` false: no document holds clause i, so it is left out). Looking
 * only for passages meeting it, through the index, finds every passage that may qualify without
 * scoring the many that share only some of a question's words. `null` when no passage can.
 */
export function qualifyingCondition<T>(
  weights: readonly number[],
  held: readonly boolean[],
  write: ConditionWriter<T>,
): T | null {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  // A hair under the bar, so rounding in the SQL sum never drops a passage this admits.
  const need = total * (ASK_RELEVANCE.minCoverage - 1e-9);
  const order = weights
    .map((_, i) => i)
    .filter((i) => held[i])
    .sort((a, b) => weights[b]! - weights[a]!);
  const rest = order.map((_, k) => order.slice(k).reduce((sum, i) => sum + weights[i]!, 0));
  const ANY = Symbol('any passage');
  const NONE = Symbol('no passage');
  type Built = T | typeof ANY | typeof NONE;
  // Heaviest first: with clause k, or without it when the lighter ones can still make up `need`.
  const build = (k: number, need: number): Built => {
    if (need <= 0) return ANY;
    if (k >= order.length || rest[k]! < need) return NONE;
    const clause = write.clause(order[k]!);
    const after = build(k + 1, need - weights[order[k]!]!);
    const taking = after === NONE ? NONE : after === ANY ? clause : write.and(clause, after);
    // `need` is positive here, so leaving clause k out never admits any passage.
    const leaving = build(k + 1, need) as T | typeof NONE;
    if (taking === NONE) return leaving;
    return leaving === NONE ? taking : write.or(taking as T, leaving);
  };
  const condition = build(0, need);
  return condition === ANY || condition === NONE ? null : condition;
}
