import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlightParts';

describe('highlightParts', () => {
  it('cuts text into plain and marked parts in order', () => {
    expect(
      highlightParts('Buy oat milk', [
        { start: 8, end: 12 },
        { start: 4, end: 7 },
      ]),
    ).toEqual([
      { text: 'Buy ', marked: false },
      { text: 'oat', marked: true },
      { text: ' ', marked: false },
      { text: 'milk', marked: true },
    ]);
  });

  it('clamps ranges past the end and skips empty or overlapping ones', () => {
    expect(
      highlightParts('abc', [
        { start: 1, end: 9 },
        { start: 2, end: 3 },
        { start: 0, end: 0 },
      ]),
    ).toEqual([
      { text: 'a', marked: false },
      { text: 'bc', marked: true },
    ]);
    expect(highlightParts('', [])).toEqual([{ text: '', marked: false }]);
  });
});
