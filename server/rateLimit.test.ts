import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, errorEnvelopeSchema } from '../src/api/schema/index.ts';
import type { OpenDatabase } from './db/index.ts';
import { testApp } from './test/app.ts';
import { expectBody, testClient, type TestClient } from './test/client.ts';
import { embeddedTestDatabase } from './test/postgres.ts';

describe('rate limits on login and forgot', () => {
  let database: OpenDatabase;
  let app: FastifyInstance;
  let client: TestClient;

  beforeAll(async () => {
    database = await embeddedTestDatabase();
    app = await testApp(database.db, { rateLimits: { login: 3, forgot: 2, windowMs: 60_000 } });
    client = testClient(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each([
    ['login', ACCOUNT_PATHS.login, 3, { identifier: 'someone', password: 'whatever-pw' }, 401],
    ['forgot', ACCOUNT_PATHS.forgot, 2, { email: 'someone@example.test' }, 202],
  ] as const)(
    '%s answers 429 with Retry-After once the window is used up',
    async (_name, path, max, body, normal) => {
      for (let i = 0; i < max; i++)
        expect((await client.call('POST', `/api${path}`, { body })).statusCode).toBe(normal);
      const limited = await client.call('POST', `/api${path}`, { body });
      expect(expectBody(limited, 429, errorEnvelopeSchema).error.code).toBe('rate_limited');
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    },
  );

  it('does not limit the other routes', async () => {
    for (let i = 0; i < 10; i++)
      expect((await client.call('GET', `/api${ACCOUNT_PATHS.me}`)).statusCode).toBe(401);
  });
});
