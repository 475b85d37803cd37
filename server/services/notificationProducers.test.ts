import { describe, expect, it } from 'vitest';
import { CALENDAR_PATHS, NOTIFICATION_PATHS, notificationListResponseSchema } from '@/api/schema';
import { expectBody, type TestClient } from '../test/client.ts';
import { uploadFile } from '../test/files.ts';
import { withTestServer } from '../test/server.ts';
import { register } from '../test/users.ts';
import { createIndexer } from './files/indexer.ts';

const silent = { error() {} };

async function notificationsOf(client: TestClient, token: string) {
  const answer = await client.call('GET', `/api${NOTIFICATION_PATHS.list}`, { token });
  return expectBody(answer, 200, notificationListResponseSchema).items;
}

describe('notifications made by other features', () => {
  const server = withTestServer({ indexFiles: false });

  it('tells the grantee once when a calendar is shared with them, opening that calendar', async () => {
    const owner = await register(server.client);
    const grantee = await register(server.client);
    const grant = () =>
      server.client.call(
        'PUT',
        `/api${CALENDAR_PATHS.share(owner.user.username, grantee.user.username)}`,
        { token: owner.token },
      );
    expect((await grant()).statusCode).toBe(200);
    // Granting again changes nothing the grantee needs to hear about.
    expect((await grant()).statusCode).toBe(200);
    const items = await notificationsOf(server.client, grantee.token);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'calendar_shared',
      target: `/calendar/${owner.user.username}`,
      payload: { owner: owner.user.username },
    });
    expect(await notificationsOf(server.client, owner.token)).toEqual([]);
  });

  it('tells the owner a file is ready, or unreadable and why, opening the file', async () => {
    const { token } = await register(server.client);
    const good = await uploadFile(server.client, token, 'story.txt', Buffer.from('A calm sea.'));
    const bad = await uploadFile(
      server.client,
      token,
      'bad.json',
      Buffer.from(`{"a": "${'x'.repeat(10_000)}", "b": `),
    );
    const indexer = createIndexer(server.database.db, { log: silent });
    while (await indexer.runOnce());
    const items = await notificationsOf(server.client, token);
    const byFile = Object.fromEntries(
      items.map((item) => [item.kind === 'file_indexed' ? item.payload.fileId : '', item]),
    );
    expect(byFile[good.id]).toMatchObject({
      kind: 'file_indexed',
      title: 'story.txt',
      target: `/file_assistant?file=${good.id}`,
      payload: { ready: true, reason: null },
    });
    expect(byFile[bad.id]).toMatchObject({
      title: 'bad.json',
      payload: { ready: false, reason: 'corrupt' },
    });
    expect(items).toHaveLength(2);
  });
});
