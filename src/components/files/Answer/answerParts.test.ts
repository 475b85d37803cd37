import { describe, expect, it } from 'vitest';
import { answerParts } from './answerParts';

const known = new Set([1, 2, 3]);

describe('answerParts', () => {
  it('turns markers into citations and keeps the text around them', () => {
    expect(answerParts('Rent is due monthly [1]. The deposit [2][3] too.', known)).toEqual([
      { text: 'Rent is due monthly ' },
      { cite: 1 },
      { text: '. The deposit ' },
      { cite: 2 },
      { cite: 3 },
      { text: ' too.' },
    ]);
  });

  it('reads a list of numbers in one marker', () => {
    expect(answerParts('Both [1, 3]', known)).toEqual([
      { text: 'Both ' },
      { cite: 1 },
      { cite: 3 },
    ]);
  });

  it('leaves a number no citation has as text', () => {
    expect(answerParts('Made up [9] and [1, 9].', known)).toEqual([
      { text: 'Made up [9] and [1, 9].' },
    ]);
  });

  it('leaves a half-written marker as text while the answer streams', () => {
    expect(answerParts('So far [', known)).toEqual([{ text: 'So far [' }]);
  });
});
