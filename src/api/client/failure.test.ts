import { describe, expect, it } from 'vitest';
import { failureMeta, parseRetryAfter, toFailure } from './failure';
import { WRONG_SERVICES } from '@/config';
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

describe('toFailure', () => {
  it('reads the JSON error of a call that asked for bytes', () => {
    const bytes = new TextEncoder().encode('{"error":{"code":"not_found","message":"Gone"}}');
    const failure = toFailure({ status: 404, data: bytes.buffer });
    expect(failure).toEqual({ error: { code: 'not_found', message: 'Gone' } });
    expect(failureMeta(failure)?.status).toBe(404);
  });
  it('says Wrong Services for bytes that are not JSON', () => {
    expect(toFailure({ status: 502, data: new Uint8Array([1, 2]).buffer })).toBe(WRONG_SERVICES);
  });
});
