import { expect, test } from 'vitest';
import { DEFAULT_LAUNCH_DATE, launchDate } from './launchDate';

test('reads a configured ISO date', () => {
  expect(launchDate('2026-12-24T18:00:00Z').toISOString()).toBe('2026-12-24T18:00:00.000Z');
});

test('falls back to the default when missing or invalid', () => {
  expect(launchDate(undefined).toISOString()).toBe(new Date(DEFAULT_LAUNCH_DATE).toISOString());
  expect(launchDate('soon').toISOString()).toBe(new Date(DEFAULT_LAUNCH_DATE).toISOString());
});
