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

/**
 * The clauses of which a qualifying passage must hold one (their indices): the heaviest the
 * user's documents hold, until together they weigh more than a passage may miss. Looking only for
 * passages holding one of these finds every passage `relevantOnly` keeps, through the index,
 * without scoring the many passages that share only a question's common words. None when the
 * held clauses together weigh too little for any passage to qualify.
 */
export function clausesToHoldOne(weights: readonly number[], held: readonly boolean[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const mayMiss = total * (1 - ASK_RELEVANCE.minCoverage);
  const heaviest = weights
    .map((_, i) => i)
    .filter((i) => held[i])
    .sort((a, b) => weights[b]! - weights[a]!);
  const chosen: number[] = [];
  let weight = 0;
  for (const i of heaviest) {
    if (weight > mayMiss) break;
    chosen.push(i);
    weight += weights[i]!;
  }
  return weight > mayMiss ? chosen : [];
}
