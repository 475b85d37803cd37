import { describe, expect, it } from 'vitest';
import { ASK_RELEVANCE, relevantOnly } from './assistantRelevance';

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
