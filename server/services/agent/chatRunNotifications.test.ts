import { describe, expect, it } from 'vitest';
import {
  AGENT_PATHS,
  NOTIFICATION_PATHS,
  notificationListResponseSchema,
  type Notification,
} from '@/api/schema';
import { agentClient, listeningUrl } from '../../test/agent.ts';
import { api, expectBody } from '../../test/client.ts';
import { openStream } from '../../test/openStream.ts';
import { withTestServer } from '../../test/server.ts';
import { register } from '../../test/users.ts';

const server = withTestServer();

async function signedIn() {
  const { token } = await register(server.client);
  const notifications = async (): Promise<Notification[]> =>
    expectBody(
      await server.client.call('GET', api(NOTIFICATION_PATHS.list), { token }),
      200,
      notificationListResponseSchema,
    ).items;
  return { token, agent: agentClient(server.client, token), notifications };
}

describe('a chat answer that ends while its conversation is closed', () => {
  it('tells its owner through a notification that opens the conversation', async () => {
    const { agent, notifications } = await signedIn();
    const conversation = await agent.create();
    // A command answers at once, without a model.
    await agent.send(conversation.id, '/today\nand more');
    await agent.settled(conversation.id);
    expect(await notifications()).toEqual([
      expect.objectContaining({
        kind: 'agent_run',
        title: '/today',
        target: `/agent?conversation=${conversation.id}`,
        payload: {
          conversationId: conversation.id,
          automationId: null,
          status: 'done',
          late: false,
          latenessSeconds: 0,
        },
      }),
    ]);
  });

  it('tells nobody while the conversation is open, and again once it is closed', async () => {
    const { token, agent, notifications } = await signedIn();
    const conversation = await agent.create();
    const url = `${await listeningUrl(server.app)}/api${AGENT_PATHS.stream(conversation.id)}`;
    const stream = await openStream(url, 'GET', { authorization: `Bearer ${token}` });
    await agent.send(conversation.id, '/today');
    await agent.settled(conversation.id);
    expect(await notifications()).toEqual([]);

    stream.request.destroy();
    // The closed stream's row goes as it ends; poll until the server has seen the close.
    await expect
      .poll(
        async () => {
          await agent.send(conversation.id, '/today');
          await agent.settled(conversation.id);
          return (await notifications()).length;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
  }, 30_000);
});
