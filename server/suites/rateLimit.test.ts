import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, errorEnvelopeSchema } from '@/api/schema';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../config.ts';
import { startServersOnOneDatabase, type ChildServer } from '../test/childServer.ts';
import { expectBody, xsrfHeaders } from '../test/client.ts';
import { withTestServer } from '../test/server.ts';

const TIGHT: RateLimits = {
  login: 3,
  forgot: 2,
  reset: 2,
  register: 2,
  mcp: 2,
  oauthRegister: 2,
  windowMs: 60_000,
};
const login = `/api${ACCOUNT_PATHS.login}`;
const wrongLogin = { identifier: 'someone', password: 'whatever-pw' };

describe('rate limits on login, forgot, reset and register', () => {
  const server = withTestServer({ rateLimits: TIGHT });

  it.each([
    ['login', ACCOUNT_PATHS.login, 3, wrongLogin, 401],
    ['forgot', ACCOUNT_PATHS.forgot, 2, { email: 'someone@example.test' }, 202],
    ['reset', ACCOUNT_PATHS.reset, 2, { token: 'x'.repeat(43), password: 'long-enough-pw' }, 400],
    ['register', ACCOUNT_PATHS.register, 2, { name: 'x' }, 400],
  ] as const)(
    '%s answers 429 with Retry-After once the window is used up',
    async (_name, path, max, body, normal) => {
      for (let i = 0; i < max; i++)
        expect((await server.client.call('POST', `/api${path}`, { body })).statusCode).toBe(normal);
      const limited = await server.client.call('POST', `/api${path}`, { body });
      expect(expectBody(limited, 429, errorEnvelopeSchema).error.code).toBe('rate_limited');
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    },
  );

  it('does not limit the other routes', async () => {
    for (let i = 0; i < 10; i++)
      expect((await server.client.call('GET', `/api${ACCOUNT_PATHS.me}`)).statusCode).toBe(401);
  });
});

/** A login attempt arriving from `socket` with the given X-Forwarded-For chain. */
function loginFrom(
  server: ReturnType<typeof withTestServer>,
  socket: string,
  forwardedFor: string,
) {
  return server.app.inject({
    method: 'POST',
    url: login,
    remoteAddress: socket,
    headers: { ...xsrfHeaders(), 'x-forwarded-for': forwardedFor },
    payload: wrongLogin,
  });
}

describe.each([
  ['no proxy: X-Forwarded-For is ignored', 0],
  ['one proxy: the address it saw counts, not what the client claims', 1],
] as const)('rate limit keys (%s)', (_label, hops) => {
  const server = withTestServer({ rateLimits: TIGHT, trustProxy: hops });

  it('a client varying the first X-Forwarded-For entry still meets 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await loginFrom(server, '10.0.0.1', `198.51.100.${i}, 203.0.113.7`)).statusCode,
      );
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it(
    hops
      ? 'clients behind the proxy are counted apart'
      : 'every request counts against the socket address',
    async () => {
      const other = await loginFrom(server, '10.0.0.1', '203.0.113.99');
      expect(other.statusCode).toBe(hops ? 401 : 429);
    },
  );
});

describe('rate limits hold across server processes on one database', () => {
  let servers: ChildServer[] = [];
  let close: (() => Promise<void>) | undefined;
  afterAll(async () => close?.());

  it('the eleventh sign-in attempt across two processes gets 429', async () => {
    ({ servers, close } = await startServersOnOneDatabase(2));
    const statuses: number[] = [];
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.login; i++) {
      const base = servers[i % 2]!.url;
      const res = await fetch(`${base}${login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...xsrfHeaders() },
        body: JSON.stringify(wrongLogin),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, DEFAULT_RATE_LIMITS.login)).toEqual(
      Array(DEFAULT_RATE_LIMITS.login).fill(401),
    );
    expect(statuses.at(-1)).toBe(429);
  }, 240_000);
});
