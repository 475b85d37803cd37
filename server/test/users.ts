import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_PATHS,
  sessionResponseSchema,
  type RegisterRequest,
  type SessionResponse,
} from '@/api/schema';
import { expectBody, type TestClient } from './client.ts';

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
