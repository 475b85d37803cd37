import { describe, expect, it } from 'vitest';
import { fakeApiClient, type FakeAnswer } from '@/api/client/testing';
import { errorEnvelope } from '@/api/schema/errors';
import { WRONG_SERVICES } from '@/config';
import { toApiError } from './apiError';

async function failureFor(answer: FakeAnswer | 'network-error'): Promise<unknown> {
  return fakeApiClient(answer)
    .get('/x')
    .then(
      () => {
        throw new Error('expected a failure');
      },
      (failure: unknown) => failure,
    );
}

describe('toApiError', () => {
  it('keeps the envelope, its fields and the status', async () => {
    const body = errorEnvelope('validation_failed', 'Bad', { email: 'invalid_email' });
    expect(toApiError(await failureFor({ status: 400, data: body }))).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Bad',
      fields: { email: 'invalid_email' },
    });
  });

  it('carries the Retry-After wait of a 429', async () => {
    const body = errorEnvelope('rate_limited', 'Later');
    const error = toApiError(
      await failureFor({ status: 429, data: body, headers: { 'retry-after': '30' } }),
    );
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfterSeconds: 30 });
  });

  it('classifies a foreign body by its status', async () => {
    // A text body (a proxy's page) cannot carry its status along; it reads as wrong services.
    expect(
      toApiError(await failureFor({ status: 502, data: '<html>Bad gateway</html>' })),
    ).toMatchObject({
      code: 'wrong_services',
    });
    expect(toApiError(await failureFor({ status: 503, data: { down: true } }))).toMatchObject({
      status: 503,
      code: 'internal',
    });
    expect(toApiError(await failureFor({ status: 404, data: { nope: 1 } }))).toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });

  it("turns 'Wrong Services' into a FETCH_ERROR", async () => {
    expect(toApiError(await failureFor('network-error'))).toEqual({
      status: 'FETCH_ERROR',
      code: 'wrong_services',
      message: WRONG_SERVICES,
    });
  });
});

describe('toApiError on what is already caught', () => {
  it('keeps an ApiError as it is, and calls anything else thrown no answer', () => {
    const error = { status: 409, code: 'conflict', message: 'Stale' } as const;
    expect(toApiError(error)).toBe(error);
    expect(toApiError(new TypeError('boom'))).toMatchObject({
      status: 'FETCH_ERROR',
      code: 'wrong_services',
    });
  });
});
