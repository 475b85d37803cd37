import { describe, expect, it } from 'vitest';
import { NO_ANSWER } from '@/api/client';
import { fakeApiClient, type FakeAnswer } from '@/api/client/testing';
import { errorEnvelope } from '@/api/schema/errors';
import { axiosBaseQuery } from './axiosBaseQuery';

function query(answer: FakeAnswer | 'network-error') {
  return axiosBaseQuery(fakeApiClient(answer));
}

const api = { signal: new AbortController().signal } as Parameters<ReturnType<typeof query>>[1];

describe('the data cache base query', () => {
  it("hands over the answer's body, and null for a 204", async () => {
    expect(await query({ status: 200, data: { ok: 1 } })({ url: '/n' }, api, {})).toEqual({
      data: { ok: 1 },
    });
    expect(await query({ status: 204 })({ url: '/n' }, api, {})).toEqual({ data: null });
  });

  it('turns a refusal into an ApiError and no answer into NO_ANSWER', async () => {
    const refused = await query({ status: 404, data: errorEnvelope('not_found', 'No') })(
      { url: '/n' },
      api,
      {},
    );
    expect(refused.error).toMatchObject({ status: 404, code: 'not_found' });
    const lost = await query('network-error')({ url: '/n' }, api, {});
    expect(lost.error).toEqual(NO_ANSWER);
  });
});
