import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { secondClock } from './secondClock';

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 27, 9, 0, 0, 250) });
});
afterEach(() => {
  vi.useRealTimers();
});

test('reads the same value within a second, the next one after it', () => {
  const first = secondClock.now();
  expect(first).toBe(Date.UTC(2026, 10, 27, 9, 0, 0));
  vi.advanceTimersByTime(700);
  expect(secondClock.now()).toBe(first);
  vi.advanceTimersByTime(100);
  expect(secondClock.now()).toBe(first + 1000);
});

test('tells a subscriber each second until it leaves', () => {
  const onTick = vi.fn();
  const leave = secondClock.subscribe(onTick);
  vi.advanceTimersByTime(3000);
  expect(onTick).toHaveBeenCalledTimes(3);
  leave();
  vi.advanceTimersByTime(3000);
  expect(onTick).toHaveBeenCalledTimes(3);
});

test('has no time before hydration: the markup was made at build time', () => {
  expect(secondClock.beforeHydration()).toBeNull();
});
