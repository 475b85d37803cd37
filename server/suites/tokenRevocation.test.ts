import { afterAll, describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_PATHS,
  accessTokenPath,
  accessTokenSchema,
  createdAccessTokenSchema,
} from '@/api/schema';
import { MCP_PATH } from '../routes/mcp.ts';
import { startServersOnOneDatabase } from '../test/childServer.ts';
import { xsrfHeaders } from '../test/client.ts';
import { connectMcp, postToolsList } from '../test/mcpClient.ts';
import { registerAt } from '../test/users.ts';

/** A token route of a child server, signed in with the web session as the app is. */
async function tokenRoute(
  baseUrl: string,
  session: string,
  method: string,
  path: string,
  body?: unknown,
) {
  return fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...xsrfHeaders(),
      authorization: `Bearer ${session}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

// docs/mcp.md "Tokens": every request looks the token up in the database, so no process keeps a
// revoked token alive from a cache of its own.
describe('a personal access token across two server processes on one database', () => {
  let close: (() => Promise<void>) | undefined;
  afterAll(async () => close?.());

  it('revoked in one process, it is refused by the other on its next request', async () => {
    const started = await startServersOnOneDatabase(2);
    close = started.close;
    const [first, second] = started.servers.map((server) => server.url) as [string, string];

    const session = await registerAt(first);
    const created = await tokenRoute(first, session, 'POST', ACCESS_TOKEN_PATHS.create, {
      name: 'Two processes',
      scopes: ['notes:read'],
    });
    expect(created.status).toBe(201);
    const made = createdAccessTokenSchema.parse(await created.json());

    const client = await connectMcp(new URL(MCP_PATH, second), made.secret);
    try {
      expect((await client.listTools()).tools.map((tool) => tool.name)).toContain('list_notes');

      const revoked = await tokenRoute(first, session, 'DELETE', accessTokenPath(made.token.id));
      expect(revoked.status).toBe(200);
      expect(accessTokenSchema.parse(await revoked.json()).revokedAt).not.toBeNull();

      const bearer = { authorization: `Bearer ${made.secret}` };
      const refused = await postToolsList(new URL(MCP_PATH, second), bearer);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/);
      await expect(client.listTools()).rejects.toThrow();
      expect((await postToolsList(new URL(MCP_PATH, first), bearer)).status).toBe(401);
    } finally {
      await client.close();
    }
  }, 240_000);
});
