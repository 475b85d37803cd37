import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/api/client';
import { fakeAdapter, type FakeAnswer } from '@/api/client/testing';
import { errorEnvelope } from '@/api/schema/errors';
import { CACHE_POLICY } from '@/config';
import { createAppStore } from '@/state/store';
import { baseApi } from './baseApi';
import { attachDataCache } from './dataCache';
import { MAX_ERROR_RETRIES } from './errorRetry';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    retryProbe: build.query<unknown, string>({ query: (id) => ({ url: `/probe/${id}` }) }),
    retryProbeWrite: build.mutation<unknown, void>({
      query: () => ({ url: '/probe', method: 'POST' }),
    }),
  }),
});

function answerWith(answers: (FakeAnswer | 'network-error')[]) {
  const calls: string[] = [];
  apiClient.defaults.adapter = async (config) => {
    calls.push(config.url ?? '');
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? 'network-error';
    return fakeAdapter(answer).adapter(config);
  };
  return calls;
}

/** The probe endpoints' view of the state (the cache is injected, so the store's type has it optional). */
const probeState = (store: ReturnType<typeof createAppStore>) =>
  store.getState() as Parameters<ReturnType<typeof probeApi.endpoints.retryProbe.select>>[0];

/** A store with the data cache attached. */
function storeWithCache() {
  const store = createAppStore();
  attachDataCache(store);
  return store;
}

const serverError = { status: 500, data: errorEnvelope('internal', 'Boom') };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('error retry (docs/product.md §7)', () => {
  it('shows the error at once and asks again after 5 s', async () => {
    const calls = answerWith([serverError, { status: 200, data: { ok: true } }]);
    const store = storeWithCache();
    const sub = store.dispatch(probeApi.endpoints.retryProbe.initiate('a'));
    await vi.advanceTimersByTimeAsync(0);
    expect(probeApi.endpoints.retryProbe.select('a')(probeState(store)).isError).toBe(true);
    await vi.advanceTimersByTimeAsync(CACHE_POLICY.errorRetryMs - 10);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(calls).toHaveLength(2);
    expect(probeApi.endpoints.retryProbe.select('a')(probeState(store)).data).toEqual({ ok: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(2);
    sub.unsubscribe();
  });

  it(`gives up after ${MAX_ERROR_RETRIES} retries`, async () => {
    const calls = answerWith(['network-error']);
    const store = storeWithCache();
    const sub = store.dispatch(probeApi.endpoints.retryProbe.initiate('b'));
    await vi.advanceTimersByTimeAsync(CACHE_POLICY.errorRetryMs * 10);
    expect(calls).toHaveLength(1 + MAX_ERROR_RETRIES);
    sub.unsubscribe();
  });

  it('never repeats a client error or a mutation', async () => {
    const calls = answerWith([{ status: 404, data: errorEnvelope('not_found', 'No') }]);
    const store = storeWithCache();
    const sub = store.dispatch(probeApi.endpoints.retryProbe.initiate('c'));
    await vi.advanceTimersByTimeAsync(CACHE_POLICY.errorRetryMs * 2);
    expect(calls).toHaveLength(1);
    answerWith([serverError]).length = 0;
    const writes = answerWith([serverError]);
    await store.dispatch(probeApi.endpoints.retryProbeWrite.initiate());
    await vi.advanceTimersByTimeAsync(CACHE_POLICY.errorRetryMs * 2);
    expect(writes).toHaveLength(1);
    sub.unsubscribe();
  });
});
