import { describe, expect, it } from 'vitest';
import { withTestServer } from './test/server.ts';
import { ACCOUNT_PATHS, errorEnvelopeSchema } from '@/api/schema';
import { expectBody } from './test/client.ts';

describe('rate limits on login, forgot and register', () => {
  const server = withTestServer({
    rateLimits: { login: 3, forgot: 2, reset: 2, register: 2, windowMs: 60_000 },
  });

  it.each([
    ['login', ACCOUNT_PATHS.login, 3, { identifier: 'someone', password: 'whatever-pw' }, 401],
    ['forgot', ACCOUNT_PATHS.forgot, 2, { email: 'someone@example.test' }, 202],
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
