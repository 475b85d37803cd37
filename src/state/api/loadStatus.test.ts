import { describe, expect, it } from 'vitest';
import { loadStatus } from './loadStatus';

describe('loadStatus', () => {
  it('is loading until the first answer, then ready or error', () => {
    expect(loadStatus({ isError: false })).toBe('loading');
    expect(loadStatus({ data: [], isError: false })).toBe('ready');
    expect(loadStatus({ isError: true })).toBe('error');
  });

  it('keeps what was shown when a later refetch fails', () => {
    expect(loadStatus({ data: [1], isError: true })).toBe('ready');
  });
});
