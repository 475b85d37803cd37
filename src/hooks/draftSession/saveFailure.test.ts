import { describe, expect, it } from 'vitest';
import { saveFailureAction } from './saveFailure';

describe('what autosave does after a failed save', () => {
  it.each([
    [{ status: 'FETCH_ERROR', code: 'wrong_services' }, 'offline'],
    [{ status: 409, code: 'conflict' }, 'conflict'],
    [{ status: 404, code: 'not_found' }, 'recreate'],
    [{ status: 401, code: 'unauthorized' }, 'signedOut'],
    [{ status: 413, code: 'payload_too_large' }, 'refused'],
    [{ status: 400, code: 'validation_failed' }, 'refused'],
    [{ status: 500, code: 'internal' }, 'retry'],
    [{ status: 429, code: 'rate_limited' }, 'retry'],
  ] as const)('%o → %s', (error, action) => {
    expect(saveFailureAction(error)).toBe(action);
  });
});
