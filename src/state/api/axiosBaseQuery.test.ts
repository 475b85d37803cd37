import { describe, expect, it } from 'vitest';
import { browserStorage, createApiClient, NO_ANSWER } from '@/api/client';
import { fakeAdapter, type FakeAnswer } from '@/api/client/testing';
import { errorEnvelope } from '@/api/schema/errors';
import { axiosBaseQuery } from './axiosBaseQuery';

function query(answer: FakeAnswer | 'network-error') {
  const client = createApiClient({
    baseURL: '/api',
    storage: browserStorage(),
    readCookie: () => undefined,
    origin: () => undefined,
    navigator: () => ({ location: () => ({ pathname: '/', search: '' }), navigate: () => {} }),
  });
  client.defaults.adapter = fakeAdapter(answer).adapter;
  return axiosBaseQuery(client);
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
