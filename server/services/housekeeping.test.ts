import { describe, expect, it } from 'vitest';
import { sql } from '../db/index.ts';
import { withTestServer } from '../test/server.ts';
import { register } from '../test/users.ts';
import { createHousekeeping } from './housekeeping.ts';

describe('sweeping expired tokens', () => {
  const server = withTestServer();

  it('removes long-dead sessions and keeps live ones', async () => {
    const live = await register(server.client);
    const dead = await register(server.client);
    await server.database.db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '2 days' WHERE user_id = ${dead.user.id}`,
    );
    expect(await createHousekeeping(server.database.db).sweep()).toBeGreaterThanOrEqual(1);
    const left = await server.database.db.many<{ user_id: string }>(
      sql`SELECT user_id FROM sessions WHERE user_id IN (${live.user.id}, ${dead.user.id})`,
    );
    expect(left).toEqual([{ user_id: live.user.id }]);
    const me = await server.client.call('GET', '/api/account/me', { token: live.token });
    expect(me.statusCode).toBe(200);
  });
});
