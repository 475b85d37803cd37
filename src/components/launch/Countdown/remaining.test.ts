import { expect, test } from 'vitest';
import { remaining } from './remaining';

test('splits the time left into days, hours, minutes and seconds', () => {
  const now = Date.UTC(2026, 0, 1);
  const target = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
  expect(remaining(target, now)).toEqual({
    days: 2,
    hours: 3,
    minutes: 4,
    seconds: 5,
    done: false,
  });
});

test('is done and zero once the target has passed', () => {
  expect(remaining(1000, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
});
