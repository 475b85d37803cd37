import { describe, expect, it } from 'vitest';
import { questionClauses } from '@/api/schema';
import { clauseQueries } from './tsquery.ts';

describe('clauseQueries', () => {
  it('matches the irregular forms of a word at its exact tier', () => {
    const [grow] = questionClauses('grow');
    const queries = clauseQueries(grow!, []);
    expect(queries.exact(undefined)).toBe("(('grow') | 'grew' | 'grown')");
    expect(queries.exact('A')).toBe("(('grow':A) | 'grew':A | 'grown':A)");
    expect(queries.any).toBe("(('grow':*) | 'grew' | 'grown')");
  });
});
