import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_PATHS,
  ACCOUNT_PATHS,
  accessTokenPath,
  accessTokenSchema,
} from '@/api/schema';
import { sql } from '../db/index.ts';
import { createAccessTokens } from '../services/accessTokens.ts';
import { tokenHash } from '../services/tokens.ts';
import { api, expectBody } from '../test/client.ts';
import { withTestServer } from '../test/server.ts';
import { register, resetPassword } from '../test/users.ts';
import { listAccessTokens, makeAccessToken } from '../test/accessTokens.ts';

describe('personal access tokens', () => {
  const server = withTestServer();
  const list = (session: string) => listAccessTokens(server.client, session);
  const storedHash = async (id: string) =>
    (
      await server.database.db.one<{ token_hash: Buffer }>(
        sql`SELECT token_hash FROM personal_access_tokens WHERE id = ${id}`,
      )
    ).token_hash;

  it('shows the secret once, keeps only its hash, and lists name, scopes and dates', async () => {
    const user = await register(server.client);
    const made = await makeAccessToken(server.client, user.token, ['notes:read', 'ask'], 'Claude');
    expect(made.secret).toMatch(/^quire_pat_[\w-]{43}$/);
    expect((await storedHash(made.token.id)).equals(tokenHash(made.secret))).toBe(true);
    const tokens = await list(user.token);
    expect(tokens).toEqual([made.token]);
    expect(JSON.stringify(tokens)).not.toContain(made.secret);
    expect(tokens[0]).toMatchObject({ name: 'Claude', scopes: ['notes:read', 'ask'] });
    expect(tokens[0]?.lastUsedAt).toBeNull();
  });

  it('refuses unknown or repeated scopes and empty names', async () => {
    const user = await register(server.client);
    for (const body of [
      { name: 'x', scopes: ['admin'] },
      { name: 'x', scopes: ['ask', 'ask'] },
      { name: 'x', scopes: [] },
      { name: ' ', scopes: ['ask'] },
    ]) {
      const response = await server.client.call('POST', api(ACCESS_TOKEN_PATHS.create), {
        token: user.token,
        body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
  });

  it("revokes one's own token; another user's token id is a 404 and stays live", async () => {
    const owner = await register(server.client);
    const other = await register(server.client);
    const made = await makeAccessToken(server.client, owner.token);
    const theirs = await server.client.call('DELETE', api(accessTokenPath(made.token.id)), {
      token: other.token,
    });
    expect(theirs.statusCode).toBe(404);
    expect((await list(owner.token))[0]?.revokedAt).toBeNull();
    const revoked = expectBody(
      await server.client.call('DELETE', api(accessTokenPath(made.token.id)), {
        token: owner.token,
      }),
      200,
      accessTokenSchema,
    );
    expect(revoked.revokedAt).not.toBeNull();
    expect(await list(other.token)).toEqual([]);
  });

  it('notes the last use at most once a minute', async () => {
    const user = await register(server.client);
    const made = await makeAccessToken(server.client, user.token);
    const tokens = createAccessTokens(server.database.db);
    const lastUsed = async () => (await list(user.token))[0]?.lastUsedAt;
    expect((await tokens.authenticate(made.secret))?.userId).toBe(user.user.id);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    const written = () =>
      server.database.db.one<{ xmin: string }>(
        sql`SELECT xmin::text FROM personal_access_tokens WHERE id = ${made.token.id}`,
      );
    const version = (await written()).xmin;
    await tokens.authenticate(made.secret);
    expect((await written()).xmin).toBe(version);
    expect(await lastUsed()).toBe(first);
    await server.database.db.execute(sql`
      UPDATE personal_access_tokens SET last_used_at = last_used_at - interval '2 minutes'
      WHERE id = ${made.token.id}`);
    await tokens.authenticate(made.secret);
    expect(Date.parse((await lastUsed()) ?? '')).toBeGreaterThanOrEqual(Date.parse(first ?? ''));
  });

  it('never signs in to the web app', async () => {
    const user = await register(server.client);
    const made = await makeAccessToken(server.client, user.token);
    const me = await server.client.call('GET', api(ACCOUNT_PATHS.me), { token: made.secret });
    expect(me.statusCode).toBe(401);
    const tokens = await server.client.call('GET', api(ACCESS_TOKEN_PATHS.list), {
      token: made.secret,
    });
    expect(tokens.statusCode).toBe(401);
  });

  it('are all revoked by a password reset', async () => {
    const user = await register(server.client);
    await makeAccessToken(server.client, user.token);
    await makeAccessToken(server.client, user.token);
    await resetPassword(server, user.user.id);
    const live = await server.database.db.one<{ count: number }>(sql`
      SELECT count(*)::int AS count FROM personal_access_tokens
      WHERE user_id = ${user.user.id} AND revoked_at IS NULL`);
    expect(live.count).toBe(0);
  });
});
