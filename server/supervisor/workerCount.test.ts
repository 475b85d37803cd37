import { describe, expect, it } from 'vitest';
import { MAX_WORKERS, workerCount } from './workerCount.ts';

describe('workerCount', () => {
  it('runs one worker per core by default', () => {
    expect(workerCount({}, 6)).toBe(6);
    expect(workerCount({}, 512)).toBe(MAX_WORKERS);
  });

  it('honours QUIRE_WORKERS, then WEB_CONCURRENCY', () => {
    expect(workerCount({ QUIRE_WORKERS: '3', WEB_CONCURRENCY: '5' }, 8)).toBe(3);
    expect(workerCount({ WEB_CONCURRENCY: '5' }, 8)).toBe(5);
  });

  it.each(['0', '-1', '1.5', 'many', String(MAX_WORKERS + 1)])(
    'refuses QUIRE_WORKERS=%s with the variable named',
    (value) => {
      expect(() => workerCount({ QUIRE_WORKERS: value }, 2)).toThrow(/QUIRE_WORKERS must be/);
    },
  );
});
