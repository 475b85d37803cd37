import { describe, expect, it } from 'vitest';
import { tagTree } from './tagTree';

describe('tagTree', () => {
  it('puts each tag before the tags nested under it, labelled by the part below its parent', () => {
    const rows = tagTree([
      { tag: 'workshop', count: 1 },
      { tag: 'work/zeta', count: 1 },
      { tag: 'work', count: 3 },
      { tag: 'work/clients/acme', count: 1 },
      { tag: 'work/clients', count: 2 },
      { tag: 'home', count: 2 },
    ]);
    expect(rows.map((row) => [row.label, row.depth])).toEqual([
      ['home', 0],
      ['work', 0],
      ['clients', 1],
      ['acme', 2],
      ['zeta', 1],
      ['workshop', 0],
    ]);
  });

  it('shows a tag whole when no level above it is listed', () => {
    expect(tagTree([{ tag: 'trips/2026', count: 0 }])).toEqual([
      { tag: 'trips/2026', count: 0, label: 'trips/2026', depth: 0 },
    ]);
  });
});
