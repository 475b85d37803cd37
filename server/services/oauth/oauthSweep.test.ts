import { describe, expect, it } from 'vitest';
import { sql } from '../../db/index.ts';
import { withTestServer } from '../../test/server.ts';
import { register } from '../../test/users.ts';
import { newToken, tokenHash } from '../tokens.ts';
import { sweepOAuth } from './oauthSweep.ts';

const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe('the OAuth sweep', () => {
  const server = withTestServer();

  it('drops expired requests, codes and tokens and never-allowed old clients, keeping the rest', async () => {
    const { db } = server.database;
    const user = await register(server.client);
    const client = (age: string) =>
      db.one<{ id: string }>(sql`
        INSERT INTO oauth_clients (name, redirect_uris, created_at)
        VALUES ('c', ${['https://c.example/cb']}, now() - ${age}::interval) RETURNING id`);
    const stale = await client('40 days');
    const fresh = await client('1 day');
    const allowed = await client('40 days');
    const grant = await db.one<{ id: string }>(sql`
      INSERT INTO oauth_grants (user_id, client_id, scopes)
      VALUES (${user.user.id}, ${allowed.id}, ${['notes:read']}) RETURNING id`);
    for (const [kind, when] of [
      ['access', '-1 minute'],
      ['access', '1 hour'],
      ['refresh', '-1 minute'],
    ] as const)
      await db.execute(sql`
        INSERT INTO oauth_tokens (token_hash, grant_id, kind, expires_at)
        VALUES (${tokenHash(newToken())}, ${grant.id}, ${kind}, now() + ${when}::interval)`);
    await db.execute(sql`
      INSERT INTO oauth_codes (code_hash, grant_id, redirect_uri, code_challenge, expires_at)
      VALUES (${tokenHash(newToken())}, ${grant.id}, 'https://c.example/cb', ${CHALLENGE},
        now() - interval '1 minute')`);
    await db.execute(sql`
      INSERT INTO oauth_requests (client_id, redirect_uri, scopes, code_challenge, expires_at)
      VALUES (${fresh.id}, 'https://c.example/cb', ${['ask']}, ${CHALLENGE}, now() - interval '1 minute')`);

    await db.transaction((tx) => sweepOAuth(tx));

    const left = await db.one<{ tokens: number; codes: number; requests: number }>(sql`
      SELECT (SELECT count(*)::int FROM oauth_tokens) AS tokens,
        (SELECT count(*)::int FROM oauth_codes) AS codes,
        (SELECT count(*)::int FROM oauth_requests) AS requests`);
    expect(left).toEqual({ tokens: 1, codes: 0, requests: 0 });
    const clients = await db.many<{ id: string }>(sql`SELECT id FROM oauth_clients`);
    expect(clients.map((c) => c.id).sort()).toEqual([fresh.id, allowed.id].sort());
    expect(clients.map((c) => c.id)).not.toContain(stale.id);
  });
});
