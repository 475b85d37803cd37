import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { OpenDatabase } from '../db/index.ts';
import { testApp, type TestAppOptions } from './app.ts';
import { testClient, type TestClient } from './client.ts';
import { sharedTestDatabase } from './postgres.ts';

export interface TestServer {
  database: OpenDatabase;
  app: FastifyInstance;
  client: TestClient;
}

/**
 * A database (its own, in the run's shared cluster, unless `open` says otherwise) and an app on
 * it for the enclosing describe block; the fields are there from the first test on, and torn
 * down after the last.
 */
export function withTestServer(
  options: TestAppOptions & { open?: () => Promise<OpenDatabase> } = {},
): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    server.database = await (options.open ?? sharedTestDatabase)();
    server.app = await testApp(server.database.db, options);
    server.client = testClient(server.app);
  });
  afterAll(async () => {
    await server.app?.close();
    await server.database?.close();
  });
  return server;
}
