import { describe, expect, it } from 'vitest';
import { weighClauses } from './questionWeights.ts';

describe('weighClauses', () => {
  it('weighs a clause by its rarity in the documents: a rare word more than a common one', () => {
    const [rare, common] = weighClauses([1, 50], [true, true], 100);
    expect(rare).toBeCloseTo(Math.log(101));
    expect(common).toBeCloseTo(Math.log(3));
  });

  it('gives a word nothing holds the mean weight of the held ones, not the most', () => {
    const [nowhere, rare, common] = weighClauses([0, 2, 50], [false, true, true], 100);
    expect(nowhere).toBeCloseTo((rare! + common!) / 2);
    expect(nowhere).toBeLessThan(Math.log(101));
  });

  it('weighs a word only a file name holds as the rarest, and a short word as a common one', () => {
    const [named, short, shortNowhere] = weighClauses([0, null, null], [true, true, false], 100);
    expect(named).toBeCloseTo(Math.log(101));
    expect(short).toBe(1);
    expect(shortNowhere).toBe(1);
  });
});
