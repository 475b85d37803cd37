import { describe, expect, it, vi } from 'vitest';
import { CACHE_POLICY } from '@/config';
import { setupCacheListeners } from './focusListeners';

function fakeWindow() {
  const listeners = new Map<string, () => void>();
  const doc = {
    visibilityState: 'visible',
    addEventListener: (type: string, fn: () => void) => listeners.set(`doc:${type}`, fn),
    removeEventListener: (type: string) => listeners.delete(`doc:${type}`),
  };
  const win = {
    document: doc,
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  return { win: win as unknown as Window, listeners, doc };
}

describe('refetch on focus', () => {
  it('is throttled to one refetch per 5 s', () => {
    const { win, listeners } = fakeWindow();
    const dispatch = vi.fn();
    let now = 0;
    const stop = setupCacheListeners(dispatch, win, () => now);
    const focus = () => listeners.get('focus')?.();
    const focusActions = () => dispatch.mock.calls.filter(([a]) => a.type === '__rtkq/focused');
    focus();
    now = CACHE_POLICY.focusThrottleMs - 1;
    focus();
    expect(focusActions()).toHaveLength(1);
    now = CACHE_POLICY.focusThrottleMs + 1;
    focus();
    expect(focusActions()).toHaveLength(2);
    stop();
    expect(listeners.size).toBe(0);
  });
});
