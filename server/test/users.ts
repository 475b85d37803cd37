import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_PATHS,
  sessionResponseSchema,
  type RegisterRequest,
  type SessionResponse,
} from '@/api/schema';
import { expect } from 'vitest';
import { sql } from '../db/index.ts';
import { newToken, tokenHash } from '../services/tokens.ts';
import { expectBody, xsrfHeaders, type TestClient } from './client.ts';
import type { TestServer } from './server.ts';

/** A valid, unique registration; tests share one database, so names never repeat. */
export function newUser(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  const id = randomBytes(5).toString('hex');
  return {
    name: `User ${id}`,
    username: `u_${id}`,
    email: `u${id}@example.test`,
    password: `pw-${id}-secret`,
    ...overrides,
  };
}

export async function register(
  client: TestClient,
  user = newUser(),
): Promise<SessionResponse & { input: RegisterRequest }> {
  const session = expectBody(
    await client.call('POST', `/api${ACCOUNT_PATHS.register}`, { body: user }),
    201,
    sessionResponseSchema,
  );
  return { ...session, input: user };
}

/** Registers through a listening server (a child process) over HTTP; answers the session token. */
export async function registerAt(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api${ACCOUNT_PATHS.register}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...xsrfHeaders() },
    body: JSON.stringify(newUser()),
  });
  expect(res.status).toBe(201);
  return sessionResponseSchema.parse(await res.json()).token;
}

/** A password reset through the route, its link written straight to the database (no mail read). */
export async function resetPassword(server: TestServer, userId: string) {
  const reset = newToken();
  await server.database.db.execute(sql`
    INSERT INTO password_resets (token_hash, user_id, expires_at)
    VALUES (${tokenHash(reset)}, ${userId}, now() + interval '1 hour')`);
  const response = await server.client.call('POST', `/api${ACCOUNT_PATHS.reset}`, {
    body: { token: reset, password: 'a-brand-new-passphrase' },
  });
  expect(response.statusCode, response.body).toBe(204);
}
