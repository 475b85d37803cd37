import { describe, expect, it } from 'vitest';
import { CACHE_POLICY } from '@/config';
import { errorRetryDelay, isSlowConnection } from './connection';

describe('slow connections', () => {
  it('are 2g, slow-2g or data saver', () => {
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });
  it('wait 10 s before an error retry, others 5 s', () => {
    expect(errorRetryDelay({ effectiveType: '2g' })).toBe(CACHE_POLICY.errorRetrySlowMs);
    expect(errorRetryDelay({ effectiveType: '4g' })).toBe(CACHE_POLICY.errorRetryMs);
    expect(CACHE_POLICY).toMatchObject({ errorRetryMs: 5000, errorRetrySlowMs: 10000 });
  });
});
