import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './onDemand';

describe('onDemand', () => {
  it('fetches once however often it is asked, and keeps the value', async () => {
    const fetch = vi.fn(() => Promise.resolve('module'));
    const source = onDemand(fetch);
    expect(source.loaded()).toBeUndefined();
    await Promise.all([source.load(), source.load()]);
    await expect(source.load()).resolves.toBe('module');
    expect(source.loaded()).toBe('module');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download instead of failing for good', async () => {
    const fetch = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce('module');
    const source = onDemand(fetch);
    await expect(source.load()).rejects.toThrow('network');
    expect(source.loaded()).toBeUndefined();
    await expect(source.load()).resolves.toBe('module');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
