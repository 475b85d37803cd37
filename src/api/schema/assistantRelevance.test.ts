import { describe, expect, it } from 'vitest';
import { ASK_RELEVANCE, clausesToHoldOne, relevantOnly } from './assistantRelevance';

describe('relevantOnly', () => {
  it('keeps no passage that holds only a small part of the question', () => {
    expect(relevantOnly([{ score: 9, coverage: 0.4 }])).toEqual([]);
  });

  it('keeps the passages near the best qualifying one and cuts the rest', () => {
    const best = { score: 10, coverage: 1 };
    const close = { score: 10 * ASK_RELEVANCE.relativeToBest, coverage: 0.8 };
    const far = { score: 10 * ASK_RELEVANCE.relativeToBest - 0.1, coverage: 1 };
    expect(relevantOnly([best, close, far])).toEqual([best, close]);
  });

  it('measures the cut from the best passage that qualifies, not from one that does not', () => {
    const partial = { score: 20, coverage: 0.5 };
    const answer = { score: 8, coverage: 1 };
    expect(relevantOnly([partial, answer])).toEqual([answer]);
  });
});

describe('clausesToHoldOne', () => {
  const all = (weights: number[]) => weights.map(() => true);

  it('names the heaviest clauses until missing them all would fail the coverage', () => {
    expect(clausesToHoldOne([1, 5, 1], all([1, 5, 1]))).toEqual([1]);
    expect(clausesToHoldOne([2, 2, 2, 2], all([2, 2, 2, 2]))).toEqual([0, 1]);
    expect(clausesToHoldOne([3], [true])).toEqual([0]);
  });

  it('finds every passage that qualifies: one missing them all falls short of the coverage', () => {
    const weights = [0.5, 3, 2.5, 1];
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const chosen = clausesToHoldOne(weights, all(weights));
    const rest = weights.filter((_, i) => !chosen.includes(i));
    const coverage = rest.reduce((sum, weight) => sum + weight, 0) / total;
    expect(coverage).toBeLessThan(ASK_RELEVANCE.minCoverage);
  });

  it('skips the clauses no document holds, and names none when the rest weigh too little', () => {
    expect(clausesToHoldOne([5, 3, 3], [false, true, true])).toEqual([1, 2]);
    expect(clausesToHoldOne([5, 3, 1], [true, false, false])).toEqual([0]);
    expect(clausesToHoldOne([3, 3, 1], [false, false, true])).toEqual([]);
  });
});
