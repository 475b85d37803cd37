import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './failure';
import { loginRedirectTarget } from './navigation';

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and refuses anything else', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });
});

describe('loginRedirectTarget', () => {
  it('keeps the path and query in next, encoded', () => {
    expect(loginRedirectTarget({ pathname: '/calendar/ada', search: '?view=week&d=1' })).toBe(
      '/login?next=%2Fcalendar%2Fada%3Fview%3Dweek%26d%3D1',
    );
  });
  it('returns null on any address containing /login', () => {
    expect(loginRedirectTarget({ pathname: '/login', search: '' })).toBeNull();
    expect(loginRedirectTarget({ pathname: '/x', search: '?next=/login' })).toBeNull();
  });
});
