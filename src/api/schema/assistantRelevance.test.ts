import { describe, expect, it } from 'vitest';
import {
  ASK_RELEVANCE,
  qualifyingCondition,
  relevantOnly,
  type ConditionWriter,
} from './assistantRelevance';

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

describe('qualifyingCondition', () => {
  type Holds = (held: ReadonlySet<number>) => boolean;
  const evaluate: ConditionWriter<Holds> = {
    clause: (i) => (held) => held.has(i),
    and: (a, b) => (held) => a(held) && b(held),
    or: (a, b) => (held) => a(held) || b(held),
  };
  const subsets = (n: number) =>
    Array.from(
      { length: 2 ** n },
      (_, bits) => new Set([...Array(n).keys()].filter((i) => bits & (2 ** i))),
    );

  it('admits exactly the passages whose clauses reach the coverage', () => {
    for (const weights of [
      [1, 5, 1],
      [2, 2, 2],
      [0.5, 3, 2.5, 1],
      [4, 1, 1, 1, 1, 1, 1, 1],
    ]) {
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      const condition = qualifyingCondition(
        weights,
        weights.map(() => true),
        evaluate,
      )!;
      for (const held of subsets(weights.length)) {
        const weight = [...held].reduce((sum, i) => sum + weights[i]!, 0);
        expect(condition(held)).toBe(weight / total >= ASK_RELEVANCE.minCoverage);
      }
    }
  });

  it('leaves out the clauses no document holds, and is null when the rest weigh too little', () => {
    const condition = qualifyingCondition([3, 3, 3], [false, true, true], evaluate)!;
    expect(condition(new Set([1, 2]))).toBe(true);
    expect(condition(new Set([0, 1]))).toBe(false);
    expect(qualifyingCondition([3, 3, 1], [false, false, true], evaluate)).toBeNull();
  });

  it('writes a tsquery of the clauses', () => {
    const tsquery: ConditionWriter<string> = {
      clause: (i) => `c${i}`,
      and: (a, b) => `${a} & (${b})`,
      or: (a, b) => `(${a}) | (${b})`,
    };
    expect(qualifyingCondition([1, 5, 1], [true, true, true], tsquery)).toBe('c1');
    expect(qualifyingCondition([2, 2, 2], [true, true, true], tsquery)).toBe(
      '(c0 & ((c1) | (c2))) | (c1 & (c2))',
    );
  });
});
