import type { AxiosAdapter } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY, WRONG_SERVICES } from '@/config';
import { createApiClient, XSRF_HEADER_NAME } from './createApiClient';
import { failureMeta } from './failure';
import type { ClientNavigator } from './navigation';
import { fakeAdapter, memoryStorage, type FakeAnswer } from './testing';

const TOKEN = 'tok_0123456789abcdefghijklmnopqrstuv';
const ORIGIN = 'https://quire.example';

function setup({
  answer = { status: 200, data: { ok: true } } as FakeAnswer | 'network-error',
  token = TOKEN as string | null,
  cookie = 'xsrf-value' as string | null,
  baseURL = '/api',
  path = '/notebook',
  search = '?tab=1',
} = {}) {
  const storage = memoryStorage(token ? { [TOKEN_STORAGE_KEY]: token } : {});
  const navigate = vi.fn<(to: string) => void>();
  const navigator: ClientNavigator = { location: () => ({ pathname: path, search }), navigate };
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseURL,
    storage,
    readCookie: (name) => (name === 'XSRF-TOKEN' ? (cookie ?? undefined) : undefined),
    origin: () => ORIGIN,
    navigator: () => navigator,
    onUnauthorized,
  });
  const fake = fakeAdapter(answer);
  client.defaults.adapter = fake.adapter;
  return { client, storage, navigate, onUnauthorized, sent: fake.sent };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (failure) {
    return failure;
  }
  throw new Error('expected the call to fail');
}

describe('base URL and time-out', () => {
  it('sends calls below the configured base with no time-out', async () => {
    const { client, sent } = setup();
    await client.get('/account/me');
    expect(sent[0]?.baseURL).toBe('/api');
    expect(sent[0]?.url).toBe('/account/me');
    expect(sent[0]?.timeout).toBe(0);
  });
});

describe('bearer token', () => {
  it('sends Authorization: Bearer <token> when the token is stored', async () => {
    const { client, sent } = setup();
    await client.get('/account/me');
    expect(sent[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('sends no Authorization header when no token is stored', async () => {
    const { client, sent } = setup({ token: null });
    await client.get('/account/me');
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
  });

  it('ignores a stored value that is not a token', async () => {
    const { client, sent } = setup({ token: 'not a token\n' });
    await client.get('/account/me');
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
  });

  it('reads the token at each call, so sign-in and sign-out apply at once', async () => {
    const { client, sent, storage } = setup({ token: null });
    await client.get('/a');
    storage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    await client.get('/b');
    storage.removeItem(TOKEN_STORAGE_KEY);
    await client.get('/c');
    expect(sent.map((c) => c.headers.get('Authorization') ?? null)).toEqual([
      null,
      `Bearer ${TOKEN}`,
      null,
    ]);
  });
});

describe('XSRF', () => {
  it('copies the XSRF-TOKEN cookie into X-XSRF-TOKEN on same-origin calls', async () => {
    const { client, sent } = setup();
    await client.post('/account/logout');
    expect(XSRF_HEADER_NAME).toBe('X-XSRF-TOKEN');
    expect(sent[0]?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-value');
  });

  it('sends it to an absolute base URL on the same origin', async () => {
    const { client, sent } = setup({ baseURL: `${ORIGIN}/api` });
    await client.post('/x');
    expect(sent[0]?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-value');
  });

  it('never sends it to another origin', async () => {
    const { client, sent } = setup({ baseURL: 'https://elsewhere.example/api' });
    await client.post('/x');
    expect(sent[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('sends no header when there is no cookie', async () => {
    const { client, sent } = setup({ cookie: null });
    await client.post('/x');
    expect(sent[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });
});

describe('401', () => {
  const unauthorized = {
    status: 401,
    data: { error: { code: 'unauthorized', message: 'Sign in' } },
  };

  it('clears the token and sends the browser to /login?next=<path and query>', async () => {
    const { client, storage, navigate, onUnauthorized } = setup({ answer: unauthorized });
    await rejection(client.get('/notes'));
    expect(storage.items.has(TOKEN_STORAGE_KEY)).toBe(false);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(
      `/login?next=${encodeURIComponent('/notebook?tab=1')}`,
    );
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('does not redirect while the address already contains /login (no loop)', async () => {
    const { client, navigate, storage } = setup({
      answer: unauthorized,
      path: '/login',
      search: `?next=${encodeURIComponent('/notebook')}`,
    });
    await rejection(client.get('/account/me'));
    expect(navigate).not.toHaveBeenCalled();
    expect(storage.items.has(TOKEN_STORAGE_KEY)).toBe(false);
  });

  it('stays on the page for calls that opt out (wrong password in the login modal)', async () => {
    const { client, navigate } = setup({ answer: unauthorized });
    await rejection(client.post('/account/login', {}, { authRedirect: false }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps a token stored by a sign-in that happened while the call was in flight', async () => {
    const { client, storage } = setup({ answer: unauthorized });
    const answer = client.defaults.adapter as AxiosAdapter;
    client.defaults.adapter = (config) => {
      storage.setItem(TOKEN_STORAGE_KEY, 'tok_fresh_0123456789abcdefghijkl');
      return answer(config);
    };
    await rejection(client.get('/notes'));
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe('tok_fresh_0123456789abcdefghijkl');
  });

  it('leaves other statuses alone', async () => {
    const { client, navigate, storage } = setup({ answer: { status: 403, data: { a: 1 } } });
    await rejection(client.get('/notes'));
    expect(navigate).not.toHaveBeenCalled();
    expect(storage.items.has(TOKEN_STORAGE_KEY)).toBe(true);
  });
});

describe('failures', () => {
  it("rejects with the server's body when there is one", async () => {
    const body = { error: { code: 'email_taken', message: 'Taken', fields: { email: 'taken' } } };
    const { client } = setup({ answer: { status: 409, data: body } });
    const failure = await rejection(client.post('/account/register'));
    expect(failure).toEqual(body);
    expect(failureMeta(failure)).toEqual({ status: 409 });
  });

  it('keeps Retry-After beside the body of a 429', async () => {
    const body = { error: { code: 'rate_limited', message: 'Slow down' } };
    const { client } = setup({
      answer: { status: 429, data: body, headers: { 'Retry-After': '42' } },
    });
    const failure = await rejection(client.post('/account/login'));
    expect(failureMeta(failure)).toEqual({ status: 429, retryAfterSeconds: 42 });
  });

  it("rejects with 'Wrong Services' when no answer came back", async () => {
    const { client } = setup({ answer: 'network-error' });
    expect(await rejection(client.get('/notes'))).toBe(WRONG_SERVICES);
  });

  it("rejects with 'Wrong Services' when the answer has an empty body", async () => {
    const { client } = setup({ answer: { status: 502, data: '' } });
    expect(await rejection(client.get('/notes'))).toBe(WRONG_SERVICES);
  });
});

describe('XSRF retry', () => {
  const mismatch = { status: 403, data: { error: { code: 'xsrf_mismatch', message: 'Stale' } } };

  it('retries once with the cookie the refusal set', async () => {
    let cookie: string | undefined;
    const client = createApiClient({
      baseURL: '/api',
      storage: memoryStorage(),
      readCookie: () => cookie,
      origin: () => ORIGIN,
      navigator: () => ({
        location: () => ({ pathname: '/login', search: '' }),
        navigate: vi.fn(),
      }),
    });
    const sent: (string | undefined)[] = [];
    client.defaults.adapter = async (config) => {
      sent.push(config.headers.get('X-XSRF-TOKEN')?.toString());
      const first = sent.length === 1;
      cookie = 'fresh-cookie';
      return fakeAdapter(first ? mismatch : { status: 200, data: { ok: true } }).adapter(config);
    };
    const response = await client.post('/account/login', {});
    expect(response.data).toEqual({ ok: true });
    expect(sent).toEqual([undefined, 'fresh-cookie']);
  });

  it('does not loop when the retry is refused too', async () => {
    const { client, sent } = setup({ answer: mismatch });
    const failure = await rejection(client.post('/account/login'));
    expect(sent).toHaveLength(2);
    expect(failure).toEqual(mismatch.data);
  });
});
