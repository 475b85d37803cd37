import { describe, expect, test } from 'vitest';
import { loginPath, safeNext } from './safeNext';

describe('safeNext', () => {
  test('returns an in-app path with its query', () => {
    expect(safeNext('?next=%2Fcalendar%2Falice%3Fview%3Dweek')).toBe('/calendar/alice?view=week');
  });
  test.each([
    '',
    '?next=',
    '?next=https://evil.test',
    '?next=//evil.test',
    '?next=/\\evil.test',
    '?next=javascript:alert(1)',
  ])('falls back for %s', (search) => {
    expect(safeNext(search)).toBe('/');
  });
});

test('loginPath round-trips through safeNext', () => {
  const path = loginPath('/digi_notebook', '?note=1&x=a b');
  expect(path.startsWith('/login?next=')).toBe(true);
  expect(safeNext(path.slice('/login'.length))).toBe('/digi_notebook?note=1&x=a b');
});
