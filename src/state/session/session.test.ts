import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '@/api/client';
import { fakeAdapter, memoryStorage, type FakeAnswer } from '@/api/client/testing';
import { ACCOUNT_PATHS, type User } from '@/api/schema/accounts';
import { errorEnvelope } from '@/api/schema/errors';
import { TOKEN_STORAGE_KEY } from '@/config';
import { baseApi } from '@/state/api/baseApi';
import { attachDataCache } from '@/state/api/dataCache';
import { createAppStore } from '@/state/store';
import { signIn, signUp } from './accountThunks';
import { bootstrapSession } from './sessionThunks';
import { signOut } from './signOut';

/** A call made with the session through the data cache, like any page's. */
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sessionProbe: build.query<unknown, void>({ query: () => ({ url: '/probe' }) }),
  }),
});

const ada: User = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  createdAt: '2026-01-15T09:00:00.000Z',
};
const session = { token: 'tok_'.padEnd(40, '0'), expiresAt: '2026-04-01T00:00:00.000Z', user: ada };
const unauthorized = { status: 401, data: errorEnvelope('unauthorized', 'No') };

/** Answers by path; records which paths were asked. */
function answerBy(answers: Record<string, FakeAnswer | 'network-error'>) {
  const asked: string[] = [];
  apiClient.defaults.adapter = async (config) => {
    asked.push(config.url ?? '');
    return fakeAdapter(answers[config.url ?? ''] ?? 'network-error').adapter(config);
  };
  return asked;
}

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
});

const withToken = () => memoryStorage({ [TOKEN_STORAGE_KEY]: session.token });

describe('start-up', () => {
  it('without a token: signed out at once, no call', async () => {
    const asked = answerBy({});
    const store = createAppStore();
    await store.dispatch(bootstrapSession(memoryStorage()));
    expect(store.getState().session).toEqual({ status: 'signedOut', user: null });
    expect(asked).toEqual([]);
  });

  it('with a token: `me` signs the user in', async () => {
    answerBy({ [ACCOUNT_PATHS.me]: { status: 200, data: { user: ada } } });
    const store = createAppStore();
    await store.dispatch(bootstrapSession(withToken()));
    expect(store.getState().session).toEqual({ status: 'signedIn', user: ada });
  });

  it.each([
    ['refused (401)', unauthorized],
    ['unreachable', 'network-error' as const],
    ['malformed', { status: 200, data: { user: { id: 'nope' } } }],
  ])('with a token `me` %s: signed out', async (_label, answer) => {
    answerBy({ [ACCOUNT_PATHS.me]: answer });
    const store = createAppStore();
    await store.dispatch(bootstrapSession(withToken()));
    expect(store.getState().session.status).toBe('signedOut');
  });
});

describe('session follows the accounts API', () => {
  it('login and register sign in', async () => {
    answerBy({
      [ACCOUNT_PATHS.login]: { status: 200, data: session },
      [ACCOUNT_PATHS.register]: { status: 201, data: session },
    });
    const signedOut = { session: { status: 'signedOut' as const, user: null } };
    const viaLogin = createAppStore({ preloadedState: signedOut });
    await viaLogin.dispatch(signIn({ identifier: 'ada', password: 'x' }));
    expect(viaLogin.getState().session).toEqual({ status: 'signedIn', user: ada });
    const viaRegister = createAppStore({ preloadedState: signedOut });
    await viaRegister.dispatch(
      signUp({ name: 'Ada', username: 'ada', email: 'ada@example.com', password: 'analytical' }),
    );
    expect(viaRegister.getState().session).toEqual({ status: 'signedIn', user: ada });
  });

  it('a malformed sign-in answer is a wrong-services error, not a session', async () => {
    answerBy({ [ACCOUNT_PATHS.login]: { status: 200, data: { token: 1 } } });
    const store = createAppStore({
      preloadedState: { session: { status: 'signedOut', user: null } },
    });
    const result = await store.dispatch(signIn({ identifier: 'ada', password: 'x' }));
    expect(result.payload).toMatchObject({ status: 'PARSE_ERROR', code: 'wrong_services' });
    expect(store.getState().session.status).toBe('signedOut');
  });

  it('a 401 on a cached (signed-in) call signs out; a 401 on login (wrong password) does not', async () => {
    answerBy({
      '/probe': unauthorized,
      [ACCOUNT_PATHS.login]: { status: 401, data: errorEnvelope('invalid_credentials', 'No') },
    });
    const signedIn = { session: { status: 'signedIn' as const, user: ada } };
    const modal = createAppStore({ preloadedState: signedIn });
    const failed = await modal.dispatch(signIn({ identifier: 'ada', password: 'x' }));
    expect(failed.payload).toMatchObject({ status: 401, code: 'invalid_credentials' });
    expect(modal.getState().session.status).toBe('signedIn');

    const expired = createAppStore({ preloadedState: signedIn });
    attachDataCache(expired);
    await expired.dispatch(
      probeApi.endpoints.sessionProbe.initiate(undefined, { subscribe: false }),
    );
    expect(expired.getState().session.status).toBe('signedOut');
  });

  it('sign-out ends the session here even when the server cannot be told', async () => {
    answerBy({
      [ACCOUNT_PATHS.me]: { status: 200, data: { user: ada } },
      '/probe': { status: 200, data: {} },
    });
    const store = createAppStore();
    attachDataCache(store);
    await store.dispatch(bootstrapSession(withToken()));
    await store.dispatch(probeApi.endpoints.sessionProbe.initiate(undefined, { subscribe: false }));
    expect(store.getState().session.status).toBe('signedIn');
    expect(store.getState().api?.queries).not.toEqual({});
    await store.dispatch(signOut());
    expect(store.getState().session).toEqual({ status: 'signedOut', user: null });
    // Cached server data of the previous user is dropped.
    expect(store.getState().api?.queries).toEqual({});
  });
});
