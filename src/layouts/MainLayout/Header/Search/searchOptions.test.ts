import { describe, expect, test } from 'vitest';
import { moveActive, toOptions } from './searchOptions';

const hit = (id: string) => ({ id, title: id, titleMatches: [], snippet: '', snippetMatches: [] });

describe('search options', () => {
  test('are numbered notes first, then events, files and conversations', () => {
    const options = toOptions({
      files: [hit('f')],
      notes: [hit('n1'), hit('n2')],
      events: [hit('e')],
      conversations: [hit('c')],
    });
    expect(options.map((o) => [o.kind, o.hit.id, o.index])).toEqual([
      ['notes', 'n1', 0],
      ['notes', 'n2', 1],
      ['events', 'e', 2],
      ['files', 'f', 3],
      ['conversations', 'c', 4],
    ]);
    expect(toOptions(undefined)).toEqual([]);
  });

  test('arrow keys wrap round and start from either end', () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(2, 3, 1)).toBe(0);
    expect(moveActive(0, 3, -1)).toBe(2);
    expect(moveActive(0, 0, 1)).toBe(-1);
  });
});
