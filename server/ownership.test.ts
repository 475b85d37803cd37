import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { OpenDatabase } from './db/index.ts';
import { testApp } from './test/app.ts';
import { testClient, type TestClient } from './test/client.ts';
import { expectNothingLeaked, OWNERSHIP_CASES } from './test/ownership.ts';
import { embeddedTestDatabase } from './test/postgres.ts';
import { register } from './test/users.ts';

describe('user B can neither read nor change anything of user A', () => {
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

  it.each(OWNERSHIP_CASES.map((c) => [c.name, c] as const))('%s', async (_name, ownershipCase) => {
    const owner = await register(client);
    const intruder = await register(client);
    const thing = await ownershipCase.create(client, owner);
    const secrets = ownershipCase.secrets(thing, owner);
    for (const probe of ownershipCase.probes(thing, owner)) {
      const response = await client.call(probe.method, probe.url, {
        token: intruder.token,
        body: probe.body,
      });
      expectNothingLeaked(response, secrets, probe);
    }
    await ownershipCase.verifyUnchanged(client, owner, thing);
  });
});
