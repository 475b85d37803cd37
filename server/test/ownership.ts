import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ACCOUNT_PATHS, meResponseSchema, type SessionResponse } from '@/api/schema';
import { expectBody, type TestClient } from './client.ts';
import { filesOwnership } from './filesOwnership.ts';
import { notesOwnership } from './notesOwnership.ts';

export interface Probe {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
}

/**
 * One kind of thing a user owns. The ownership suite signs up A and B, lets A create the
 * thing, sends B's probes with B's token, and then asks A whether the thing is untouched.
 * A probe passes when it is refused (401/403/404) or when its answer holds none of `secrets`.
 */
export interface OwnershipCase<Thing> {
  name: string;
  create(client: TestClient, owner: SessionResponse): Promise<Thing>;
  /** Strings that must never appear in an answer to B (ids, titles, emails…). */
  secrets(thing: Thing, owner: SessionResponse): string[];
  probes(thing: Thing, owner: SessionResponse): Probe[];
  /** Fails when B's probes changed A's thing. */
  verifyUnchanged(client: TestClient, owner: SessionResponse, thing: Thing): Promise<void>;
}

export const accountOwnership: OwnershipCase<null> = {
  name: 'account',
  create: async () => null,
  secrets: (_thing, owner) => [owner.user.id, owner.user.email, owner.token],
  probes: (_thing, owner) => [
    { method: 'GET', url: `/api${ACCOUNT_PATHS.me}` },
    { method: 'POST', url: `/api${ACCOUNT_PATHS.logout}` },
    // B asking for A's reset must not hand B anything: the answer is the same 202 for everyone.
    { method: 'POST', url: `/api${ACCOUNT_PATHS.forgot}`, body: { email: owner.user.email } },
    {
      method: 'POST',
      url: `/api${ACCOUNT_PATHS.reset}`,
      body: { token: owner.token, password: 'taken-over-pw' },
    },
  ],
  async verifyUnchanged(client, owner) {
    const me = expectBody(
      await client.call('GET', `/api${ACCOUNT_PATHS.me}`, { token: owner.token }),
      200,
      meResponseSchema,
    );
    expect(me.user).toEqual(owner.user);
  },
};

/** Later resources (notes, events, files…) push their case here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case keeps its own Thing type.
export const OWNERSHIP_CASES: OwnershipCase<any>[] = [
  accountOwnership,
  notesOwnership,
  filesOwnership,
];

export function expectNothingLeaked(
  response: LightMyRequestResponse,
  secrets: string[],
  probe: Probe,
): void {
  const label = `${probe.method} ${probe.url} → ${response.statusCode} ${response.body}`;
  expect(response.statusCode, label).toBeLessThan(500);
  for (const secret of secrets) expect(response.body, label).not.toContain(secret);
}
