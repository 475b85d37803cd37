import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_PATHS,
  type AccessTokenScope,
  CONSENT_PAGE,
  consentPath,
  consentRequestSchema,
  OAUTH_PATHS,
  oauthGrantListSchema,
  oauthGrantPath,
  oauthGrantSchema,
} from '@/api/schema';
import { sql } from '../db/index.ts';
import { tokenHash } from '../services/tokens.ts';
import { RELAXED_LIMITS } from '../test/app.ts';
import { api, expectBody } from '../test/client.ts';
import {
  authorizeUrl,
  consentTo,
  pkcePair,
  registerClient,
  TEST_REDIRECT,
  TestOAuthProvider,
  tokenRequest,
} from '../test/mcpOAuth.ts';
import { postToolsList } from '../test/mcpClient.ts';
import { withTestServer } from '../test/server.ts';
import { register, resetPassword } from '../test/users.ts';
import { MCP_PATH } from './mcp.ts';

type Server = ReturnType<typeof withTestServer>;
type Caller = Awaited<ReturnType<typeof register>>;

/** The issuer is the listening address, so the app's public URL is left to be that. */
const LISTENING = { config: { publicUrl: undefined, host: '127.0.0.1' } };

async function listen(server: Server): Promise<URL> {
  return new URL(await server.app.listen({ host: '127.0.0.1', port: 0 }));
}

/** The SDK client through its whole OAuth flow: 401, discovery, registration, consent, token. */
async function connectWithOAuth(server: Server, base: URL, user: Caller, scope?: string) {
  const provider = new TestOAuthProvider(scope);
  const url = new URL(MCP_PATH, base);
  const first = new StreamableHTTPClientTransport(url, { authProvider: provider });
  await expect(new Client({ name: 'oauth-test', version: '1' }).connect(first)).rejects.toThrow(
    UnauthorizedError,
  );
  const back = await consentTo(server.client, user.token, provider.authorizationUrl!);
  expect(back.searchParams.get('iss')).toBe(base.origin);
  await first.finishAuth(back.searchParams.get('code')!);
  const client = new Client({ name: 'oauth-test', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(url, { authProvider: provider }));
  return { client, provider, url };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function grantsOf(server: Server, user: Caller) {
  return expectBody(
    await server.client.call('GET', api(OAUTH_PATHS.grants), { token: user.token }),
    200,
    oauthGrantListSchema,
  ).grants;
}

/** Registers a client and opens an authorization request; answers the pending request's id. */
async function pendingRequest(base: URL, clientName: string, scopes: readonly AccessTokenScope[]) {
  const registered = (await (
    await registerClient(base, { client_name: clientName, redirect_uris: [TEST_REDIRECT] })
  ).json()) as { client_id: string };
  const pkce = pkcePair();
  const start = await fetch(authorizeUrl(base, registered.client_id, pkce.challenge, scopes), {
    redirect: 'manual',
  });
  const id = new URL(start.headers.get('location')!, base).searchParams.get('request')!;
  return { id, clientId: registered.client_id, ...pkce };
}

/** Registers a client and runs one consent by hand; answers the code and the PKCE pair. */
async function codeFor(server: Server, base: URL, user: Caller, scopes = ['notes:read'] as const) {
  const registered = (await (
    await registerClient(base, { client_name: 'Manual', redirect_uris: [TEST_REDIRECT] })
  ).json()) as { client_id: string };
  const pkce = pkcePair();
  const back = await consentTo(
    server.client,
    user.token,
    authorizeUrl(base, registered.client_id, pkce.challenge, scopes),
  );
  expect(back.searchParams.get('state')).toBe('xyz');
  return { clientId: registered.client_id, code: back.searchParams.get('code')!, ...pkce };
}

const exchange = (base: URL, c: Awaited<ReturnType<typeof codeFor>>, verifier = c.verifier) =>
  tokenRequest(base, {
    grant_type: 'authorization_code',
    code: c.code,
    code_verifier: verifier,
    redirect_uri: TEST_REDIRECT,
    client_id: c.clientId,
  });

interface Tokens {
  access_token: string;
  refresh_token: string;
  scope: string;
}

describe('OAuth for /mcp with the SDK client', () => {
  const server = withTestServer(LISTENING);
  let base: URL;
  let user: Caller;

  beforeAll(async () => {
    base = await listen(server);
    user = await register(server.client);
  });

  it('publishes protected-resource and authorization-server metadata, and points a 401 at it', async () => {
    const resource = await (
      await fetch(new URL('/.well-known/oauth-protected-resource/mcp', base))
    ).json();
    expect(resource).toMatchObject({
      resource: `${base.origin}/mcp`,
      authorization_servers: [base.origin],
    });
    const root = await (await fetch(new URL('/.well-known/oauth-protected-resource', base))).json();
    expect(root).toEqual(resource);
    expect(resource.scopes_supported).toBeUndefined();
    const metadata = await (
      await fetch(new URL('/.well-known/oauth-authorization-server', base))
    ).json();
    expect(metadata).toMatchObject({
      issuer: base.origin,
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
      registration_endpoint: `${base.origin}/oauth/register`,
    });
    const refused = await postToolsList(new URL(MCP_PATH, base));
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain(
      `resource_metadata="${base.origin}/.well-known/oauth-protected-resource/mcp"`,
    );
  });

  it('connects end to end, lists the grant, and refuses it at once once revoked', async () => {
    const { client, provider, url } = await connectWithOAuth(server, base, user);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toContain('search');
    const [grant] = await grantsOf(server, user);
    expect(grant).toMatchObject({ clientName: 'Test Connector', revokedAt: null });
    expect(grant!.scopes).toHaveLength(6);
    expect(grant!.lastUsedAt).not.toBeNull();

    const access = provider.tokens()!.access_token;
    // The access token is no session anywhere under /api.
    const me = await server.client.call('GET', api(ACCOUNT_PATHS.me), { token: access });
    expect(me.statusCode).toBe(401);

    expectBody(
      await server.client.call('DELETE', api(oauthGrantPath(grant!.id)), { token: user.token }),
      200,
      oauthGrantSchema,
    );
    expect((await postToolsList(url, bearer(access))).status).toBe(401);
    const refreshed = await tokenRequest(base, {
      grant_type: 'refresh_token',
      refresh_token: provider.tokens()!.refresh_token!,
      client_id: provider.clientInformation()!.client_id,
    });
    expect(refreshed.status).toBe(400);
    expect(await refreshed.json()).toMatchObject({ error: 'invalid_grant' });
    await client.close();
  });

  it('enforces the granted scopes', async () => {
    const { client } = await connectWithOAuth(server, base, user, 'notes:read');
    const read = await client.callTool({ name: 'list_notes', arguments: {} });
    expect(read.isError).toBeFalsy();
    const write = (await client.callTool({
      name: 'create_note',
      arguments: { title: 'x', text: 'y' },
    })) as { isError?: boolean; content: { text?: string }[] };
    expect(write.isError).toBe(true);
    expect(write.content[0]?.text).toContain('notes:write');
    await client.close();
  });

  it('refuses a wrong PKCE verifier, then a reused code, which also revokes the grant', async () => {
    const flow = await codeFor(server, base, user);
    const wrong = await exchange(base, flow, pkcePair().verifier);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });

    const good = await exchange(base, flow);
    expect(good.status).toBe(200);
    const tokens = (await good.json()) as Tokens;
    expect(tokens.scope).toBe('notes:read');
    expect((await postToolsList(new URL(MCP_PATH, base), bearer(tokens.access_token))).status).toBe(
      200,
    );

    const again = await exchange(base, flow);
    expect(again.status).toBe(400);
    expect((await postToolsList(new URL(MCP_PATH, base), bearer(tokens.access_token))).status).toBe(
      401,
    );
  });

  it('rotates refresh tokens, and a reused one revokes the grant', async () => {
    const flow = await codeFor(server, base, user);
    const first = (await (await exchange(base, flow)).json()) as Tokens;
    const refresh = (old: string) =>
      tokenRequest(base, {
        grant_type: 'refresh_token',
        refresh_token: old,
        client_id: flow.clientId,
      });
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    const rotated = (await second.json()) as Tokens;
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    expect(
      (await postToolsList(new URL(MCP_PATH, base), bearer(rotated.access_token))).status,
    ).toBe(200);

    expect((await refresh(first.refresh_token)).status).toBe(400);
    expect(
      (await postToolsList(new URL(MCP_PATH, base), bearer(rotated.access_token))).status,
    ).toBe(401);
    expect((await refresh(rotated.refresh_token)).status).toBe(400);
  });

  it('grants only the scopes the user kept on the consent page', async () => {
    const { id, ...pending } = await pendingRequest(base, 'Narrowed', [
      'notes:read',
      'notes:write',
    ]);
    const decided = await server.client.call('POST', api(`${consentPath(id)}/decision`), {
      token: user.token,
      body: { allow: true, scopes: ['notes:read', 'calendar:write'] },
    });
    const code = new URL(decided.json<{ redirectTo: string }>().redirectTo).searchParams.get(
      'code',
    )!;
    const tokens = (await (await exchange(base, { ...pending, code })).json()) as Tokens;
    expect(tokens.scope).toBe('notes:read');
  });

  it('revokes through the revocation endpoint', async () => {
    const flow = await codeFor(server, base, user);
    const tokens = (await (await exchange(base, flow)).json()) as Tokens;
    const revoked = await fetch(new URL('/oauth/revoke', base), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokens.refresh_token, client_id: flow.clientId }),
    });
    expect(revoked.status).toBe(200);
    expect((await postToolsList(new URL(MCP_PATH, base), bearer(tokens.access_token))).status).toBe(
      401,
    );
  });

  it('stores only hashes of codes and tokens', async () => {
    const flow = await codeFor(server, base, user);
    const tokens = (await (await exchange(base, flow)).json()) as Tokens;
    const found = await server.database.db.one<{ count: number }>(sql`
      SELECT count(*)::int AS count FROM oauth_tokens
      WHERE token_hash IN (${tokenHash(tokens.access_token)}, ${tokenHash(tokens.refresh_token)})`);
    expect(found.count).toBe(2);
    const plain = await server.database.db.one<{ count: number }>(sql`
      SELECT count(*)::int AS count FROM oauth_tokens
      WHERE position(${Buffer.from(tokens.access_token)} IN token_hash) > 0`);
    expect(plain.count).toBe(0);
  });

  it('refuses unsafe redirect URIs at registration', async () => {
    for (const uri of [
      'http://example.org/cb',
      'myapp://cb',
      'https://ok.example/cb#frag',
      'nope',
    ]) {
      const answer = await registerClient(base, { client_name: 'Bad', redirect_uris: [uri] });
      expect(answer.status, uri).toBe(400);
      expect(await answer.json()).toMatchObject({ error: 'invalid_redirect_uri' });
    }
    const fine = await registerClient(base, {
      client_name: 'Fine',
      redirect_uris: ['https://connector.example/cb', 'http://localhost:3334/cb'],
    });
    expect(fine.status).toBe(201);
    expect(await fine.json()).toMatchObject({ token_endpoint_auth_method: 'none' });
  });

  it('sends a request it cannot trust to the consent page, and tells the client of the rest', async () => {
    const flow = await codeFor(server, base, user);
    const { challenge } = pkcePair();
    const at = async (url: URL) => {
      const answer = await fetch(url, { redirect: 'manual' });
      expect(answer.status).toBe(302);
      return new URL(answer.headers.get('location')!, base);
    };
    const unknown = await at(
      authorizeUrl(base, '00000000-0000-4000-8000-000000000000', challenge, []),
    );
    expect(unknown.pathname).toBe(CONSENT_PAGE.path);
    expect(unknown.searchParams.get('error')).toBe('unknown_client');
    const elsewhere = await at(
      authorizeUrl(base, flow.clientId, challenge, [], { redirect_uri: 'https://evil.example/cb' }),
    );
    expect(elsewhere.searchParams.get('error')).toBe('bad_redirect');
    const cases: [Record<string, string>, string][] = [
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ code_challenge: '' }, 'invalid_request'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
      [{ scope: 'notes:read admin' }, 'invalid_scope'],
      [{ resource: 'https://elsewhere.example/mcp' }, 'invalid_target'],
    ];
    for (const [extra, error] of cases) {
      const back = await at(authorizeUrl(base, flow.clientId, challenge, ['notes:read'], extra));
      expect(back.origin + back.pathname, JSON.stringify(extra)).toBe(TEST_REDIRECT);
      expect(back.searchParams.get('error')).toBe(error);
      expect(back.searchParams.get('state')).toBe('xyz');
    }
  });

  it('shows the consent once, and a denial reaches the client as access_denied', async () => {
    const { id } = await pendingRequest(base, 'Denied app', ['calendar:read', 'ask']);
    const shown = expectBody(
      await server.client.call('GET', api(consentPath(id)), { token: user.token }),
      200,
      consentRequestSchema,
    );
    expect(shown).toEqual({
      id,
      clientName: 'Denied app',
      redirectHost: '127.0.0.1:9',
      scopes: ['calendar:read', 'ask'],
    });
    const denied = await server.client.call('POST', api(`${consentPath(id)}/decision`), {
      token: user.token,
      body: { allow: false },
    });
    const to = new URL(denied.json<{ redirectTo: string }>().redirectTo);
    expect(to.searchParams.get('error')).toBe('access_denied');
    const twice = await server.client.call('GET', api(consentPath(id)), { token: user.token });
    expect(twice.statusCode).toBe(404);
    const signedOut = await server.client.call('GET', api(consentPath(id)));
    expect(signedOut.statusCode).toBe(401);
  });

  it("keeps each user's grants their own, and a password reset revokes them", async () => {
    const other = await register(server.client);
    const flow = await codeFor(server, base, other);
    const tokens = (await (await exchange(base, flow)).json()) as Tokens;
    const [grant] = await grantsOf(server, other);
    const theirs = await server.client.call('DELETE', api(oauthGrantPath(grant!.id)), {
      token: user.token,
    });
    expect(theirs.statusCode).toBe(404);
    await resetPassword(server, other.user.id);
    expect((await postToolsList(new URL(MCP_PATH, base), bearer(tokens.access_token))).status).toBe(
      401,
    );
  });

  it('checks Host and Origin on the OAuth endpoints (DNS rebinding)', async () => {
    const metadata = await server.app.inject({
      method: 'GET',
      url: '/.well-known/oauth-authorization-server',
      headers: { host: 'rebound.example' },
    });
    expect(metadata.statusCode).toBe(403);
    const token = await server.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { host: '127.0.0.1', origin: 'https://evil.example' },
      payload: { grant_type: 'refresh_token' },
    });
    expect(token.statusCode).toBe(403);
  });
});

describe('OAuth client registration limit', () => {
  const server = withTestServer({
    ...LISTENING,
    rateLimits: { ...RELAXED_LIMITS, oauthRegister: 2 },
  });

  it('answers 429 past the per-address limit', async () => {
    const base = await listen(server);
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await registerClient(base, { redirect_uris: [TEST_REDIRECT] })).status);
    expect(statuses).toEqual([201, 201, 429]);
  });
});
