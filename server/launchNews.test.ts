import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorEnvelopeSchema,
  LAUNCH_NEWS_PATHS,
  launchNewsResponseSchema,
} from '../src/api/schema/index.ts';
import { sql, type OpenDatabase } from './db/index.ts';
import { testApp } from './test/app.ts';
import { expectBody, testClient, type TestClient } from './test/client.ts';
import { embeddedTestDatabase } from './test/postgres.ts';

const url = `/api${LAUNCH_NEWS_PATHS.subscribe}`;

describe('launch news sign-up', () => {
  let database: OpenDatabase;
  let app: FastifyInstance;
  let client: TestClient;

  beforeAll(async () => {
    database = await embeddedTestDatabase();
    app = await testApp(database.db);
    client = testClient(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('stores an address once, whatever its case, answering 202 every time', async () => {
    for (const email of ['news@example.test', 'NEWS@example.test', ' news@example.test ']) {
      expectBody(
        await client.call('POST', url, { body: { email } }),
        202,
        launchNewsResponseSchema,
      );
    }
    const rows = await database.db.many<{ email: string }>(
      sql`SELECT email FROM launch_news WHERE lower(email) = 'news@example.test'`,
    );
    expect(rows).toEqual([{ email: 'news@example.test' }]);
  });

  it('answers 400 with the field for a bad address, and stores nothing', async () => {
    const res = await client.call('POST', url, { body: { email: 'not-an-address' } });
    expect(expectBody(res, 400, errorEnvelopeSchema).error.fields).toEqual({
      email: 'invalid_email',
    });
    expect(
      await database.db.many(sql`SELECT 1 FROM launch_news WHERE email = ${'not-an-address'}`),
    ).toEqual([]);
  });
});
