import { describe, expect, it } from 'vitest';
import { ASK_RELEVANCE } from '@/api/schema';
import { weighClauses } from './questionWeights.ts';

/** The share of the weights a passage holding the clauses `held` has (as `coverageOf` sums it). */
const coverage = (weights: number[], held: number[]) =>
  held.reduce((sum, i) => sum + weights[i]!, 0) / weights.reduce((sum, w) => sum + w, 0);

describe('weighClauses', () => {
  it('weighs a clause by its rarity in the documents: a rare word more than a common one', () => {
    const [rare, common] = weighClauses([1, 50], 100);
    expect(rare).toBeCloseTo(Math.log(101));
    expect(common).toBeCloseTo(Math.log(3));
  });

  it('weighs a word nothing holds as the rarest word the documents hold', () => {
    const [nowhere, once, common] = weighClauses([0, 1, 50], 100);
    expect(nowhere).toBeCloseTo(Math.log(101));
    expect(nowhere).toBe(once);
    expect(nowhere).toBeGreaterThan(common!);
  });

  // "When does the train to Lisbon leave?": "train" is in no file, "Lisbon" and "leave" in three
  // passages each of 33, one of them the flight's.
  it('leaves a passage without the absent word short of the coverage when the rest is common', () => {
    const weights = weighClauses([0, 3, 3], 33);
    expect(coverage(weights, [1, 2])).toBeLessThan(ASK_RELEVANCE.minCoverage);
  });

  // "What should I wear for the rain in the Highlands?": "rain" and "Highlands" are in one
  // passage each, as specific as the absent "wear".
  it('lets a passage without the absent word answer when its other words are as rare', () => {
    const weights = weighClauses([0, 1, 1], 16);
    expect(coverage(weights, [1, 2])).toBeGreaterThanOrEqual(ASK_RELEVANCE.minCoverage);
  });

  it('weighs a short word as a common one, held or not', () => {
    expect(weighClauses([null, null], 100)).toEqual([1, 1]);
  });
});
