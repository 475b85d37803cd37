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

describe('sweeping deleted files', () => {
  const server = withTestServer();

  it('removes files whose UNDO time is over and cut-off uploads, keeps the rest', async () => {
    const owner = await register(server.client);
    const db = server.database.db;
    const insert = (name: string, extra: ReturnType<typeof sql>) =>
      db.one<{ id: string }>(sql`
        INSERT INTO files (user_id, name, kind, size, sha256, status, deleted_at, created_at)
        SELECT ${owner.user.id}, ${name}, 'text', 1, ''::bytea, status, deleted_at, created_at
        FROM (SELECT ${extra}) AS v RETURNING id`);
    const live = await insert(
      'live',
      sql`'queued' AS status, NULL::timestamptz AS deleted_at, now() AS created_at`,
    );
    const undoable = await insert(
      'undoable',
      sql`'ready' AS status, now() AS deleted_at, now() AS created_at`,
    );
    await insert(
      'purged',
      sql`'ready' AS status, now() - interval '2 hours' AS deleted_at, now() AS created_at`,
    );
    await insert(
      'cut off',
      sql`'uploading' AS status, NULL::timestamptz AS deleted_at, now() - interval '2 days' AS created_at`,
    );
    await createHousekeeping(db).sweep();
    const left = await db.many<{ id: string }>(
      sql`SELECT id FROM files WHERE user_id = ${owner.user.id} ORDER BY name`,
    );
    expect(left.map((row) => row.id)).toEqual([live.id, undoable.id]);
  });
});
