import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '@/api/client';
import { fakeAdapter, memoryStorage, type FakeAnswer } from '@/api/client/testing';
import { ACCOUNT_PATHS, errorEnvelope, type User } from '@/api/schema';
import { TOKEN_STORAGE_KEY } from '@/config';
import { accountApi } from '@/state/api/accountApi';
import { createAppStore } from '@/state/store';
import { bootstrapSession } from './sessionThunks';

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
    await viaLogin.dispatch(
      accountApi.endpoints.login.initiate({ identifier: 'ada', password: 'x' }),
    );
    expect(viaLogin.getState().session).toEqual({ status: 'signedIn', user: ada });
    const viaRegister = createAppStore({ preloadedState: signedOut });
    await viaRegister.dispatch(
      accountApi.endpoints.register.initiate({
        name: 'Ada',
        username: 'ada',
        email: 'ada@example.com',
        password: 'analytical',
      }),
    );
    expect(viaRegister.getState().session).toEqual({ status: 'signedIn', user: ada });
  });

  it('a 401 on a signed-in call signs out; a 401 on login (wrong password) does not', async () => {
    answerBy({
      [ACCOUNT_PATHS.me]: unauthorized,
      [ACCOUNT_PATHS.login]: { status: 401, data: errorEnvelope('invalid_credentials', 'No') },
    });
    const signedIn = { session: { status: 'signedIn' as const, user: ada } };
    const modal = createAppStore({ preloadedState: signedIn });
    await modal.dispatch(accountApi.endpoints.login.initiate({ identifier: 'ada', password: 'x' }));
    expect(modal.getState().session.status).toBe('signedIn');

    const expired = createAppStore({ preloadedState: signedIn });
    await expired.dispatch(accountApi.endpoints.me.initiate(undefined, { subscribe: false }));
    expect(expired.getState().session.status).toBe('signedOut');
  });

  it('sign-out ends the session here even when the server cannot be told', async () => {
    answerBy({ [ACCOUNT_PATHS.me]: { status: 200, data: { user: ada } } });
    const store = createAppStore();
    await store.dispatch(accountApi.endpoints.me.initiate(undefined, { subscribe: false }));
    expect(store.getState().session.status).toBe('signedIn');
    await store.dispatch(accountApi.endpoints.logout.initiate());
    expect(store.getState().session).toEqual({ status: 'signedOut', user: null });
    // Cached server data of the previous user is dropped.
    expect(store.getState().api.queries).toEqual({});
  });
});
