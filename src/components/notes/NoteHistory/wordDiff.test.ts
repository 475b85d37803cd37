import { describe, expect, it } from 'vitest';
import { sameText, wordDiff } from './wordDiff';

describe('wordDiff', () => {
  it('marks the words a version adds and removes against the current note', () => {
    expect(wordDiff('Buy oat milk today', 'Buy soy milk today')).toEqual([
      { kind: 'same', text: 'Buy ' },
      { kind: 'removed', text: 'oat' },
      { kind: 'added', text: 'soy' },
      { kind: 'same', text: ' milk today' },
    ]);
  });

  it('says when the texts are the same', () => {
    expect(sameText(wordDiff('same words', 'same words'))).toBe(true);
    expect(sameText(wordDiff('', 'new'))).toBe(false);
  });
});
