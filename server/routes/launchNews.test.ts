import { describe, expect, it } from 'vitest';
import { withTestServer } from '../test/server.ts';
import { errorEnvelopeSchema, LAUNCH_NEWS_PATHS, launchNewsResponseSchema } from '@/api/schema';
import { sql } from '../db/index.ts';
import { expectBody } from '../test/client.ts';

const url = `/api${LAUNCH_NEWS_PATHS.subscribe}`;

describe('launch news sign-up', () => {
  const server = withTestServer();

  it('stores an address once, whatever its case, answering 202 every time', async () => {
    for (const email of ['news@example.test', 'NEWS@example.test', ' news@example.test ']) {
      expectBody(
        await server.client.call('POST', url, { body: { email } }),
        202,
        launchNewsResponseSchema,
      );
    }
    const rows = await server.database.db.many<{ email: string }>(
      sql`SELECT email FROM launch_news WHERE lower(email) = 'news@example.test'`,
    );
    expect(rows).toEqual([{ email: 'news@example.test' }]);
  });

  it('answers 400 with the field for a bad address, and stores nothing', async () => {
    const res = await server.client.call('POST', url, { body: { email: 'not-an-address' } });
    expect(expectBody(res, 400, errorEnvelopeSchema).error.fields).toEqual({
      email: 'invalid_email',
    });
    expect(
      await server.database.db.many(
        sql`SELECT 1 FROM launch_news WHERE email = ${'not-an-address'}`,
      ),
    ).toEqual([]);
  });
});
