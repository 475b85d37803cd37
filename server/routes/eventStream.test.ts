import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT_PATHS,
  ASSISTANT_PATHS,
  NOTES_PATHS,
  type AgentStreamEvent,
  type User,
} from '@/api/schema';
import type { AppContext } from '../context.ts';
import { signedIn } from '../plugins/authenticate.ts';
import { installCloseSockets } from '../plugins/closeSockets.ts';
import { installZodValidation } from '../plugins/validation.ts';
import type { Conversations } from '../services/agent/conversations.ts';
import type { Sessions } from '../services/sessions.ts';
import { listeningUrl } from '../test/agent.ts';
import { openStream } from '../test/openStream.ts';
import { xsrfHeaders } from '../test/client.ts';
import { startFakeModel } from '../test/fakeModel.ts';
import { paragraphs } from '../test/notes.ts';
import { withTestServer } from '../test/server.ts';
import { register } from '../test/users.ts';
import { conversationRoutes } from './conversations.ts';

const model = await startFakeModel();
afterAll(() => model.stop());

describe('the assistant ask stream', () => {
  // The model says one piece and then nothing, with a time-out far beyond the test's: only the
  // client's going away can end its request.
  const server = withTestServer({
    config: {
      assistantModel: { url: model.url, model: 'stall', key: 'sk-test', timeoutMs: 600_000 },
    },
  });
  let token: string;

  beforeAll(async () => {
    token = (await register(server.client)).token;
    const note = await server.client.call('POST', `/api${NOTES_PATHS.list}`, {
      token,
      body: { title: 'Leave', ...paragraphs('Employees receive twenty-five days of paid leave.') },
    });
    expect(note.statusCode, note.body).toBe(201);
  });

  it('stops the model when the client goes away', { timeout: 20_000 }, async () => {
    const stream = await openStream(
      `${await listeningUrl(server.app)}/api${ASSISTANT_PATHS.askStream}`,
      'POST',
      { ...xsrfHeaders(), authorization: `Bearer ${token}` },
      { question: 'How many days of paid leave?', scope: { files: 'all', notes: true } },
    );
    // The model's first piece arrived: its request is open and writing.
    await stream.received('"type":"delta"');
    const modelClosed = model.closedEarly();
    stream.request.destroy();
    await modelClosed;
  });
});

const user: User = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ada',
  username: 'ada',
  email: 'ada@example.com',
  createdAt: '2026-01-15T09:00:00.000Z',
};
const conversationId = '00000000-0000-4000-8000-0000000000c1';

const conversation = {
  id: conversationId,
  title: 'Leave',
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  running: false,
};
const event = (seq: number): AgentStreamEvent => ({ type: 'conversation', seq, conversation });

/**
 * The agent's stream route over a conversation log in memory: what the follower does (read the
 * log, be woken, stop listening) is what the test observes.
 */
function followedLog() {
  const log: AgentStreamEvent[] = [event(1)];
  const listeners = new Set<() => void>();
  let stopped: () => void = () => undefined;
  const followerStopped = new Promise<void>((resolve) => (stopped = resolve));
  const conversations: Partial<Conversations> = {
    owned: async () => conversation,
    endDeadRuns: async () => undefined,
    eventsAfter: async (_id, after) => log.filter((e) => e.seq > after),
    onChange: (_id, listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        stopped();
      };
    },
  };
  const append = (next: AgentStreamEvent) => {
    log.push(next);
    for (const listener of listeners) listener();
  };
  return { conversations, append, followerStopped };
}

async function agentStreamApp(conversations: Partial<Conversations>): Promise<FastifyInstance> {
  const app = Fastify();
  installZodValidation(app);
  installCloseSockets(app);
  const sessions = {
    authenticate: async () => ({ user, tokenHash: Buffer.alloc(32) }),
  } as unknown as Sessions;
  // Who watches a conversation is kept in the database; this log has none, so it is a no-op.
  const db = { execute: async () => undefined, maybeOne: async () => undefined };
  const context = { agent: { conversations, runs: {} }, db } as unknown as AppContext;
  await app.register(signedIn(sessions, [conversationRoutes], context), { prefix: '/api' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

describe('the agent conversation stream', () => {
  const follow = async (app: FastifyInstance) =>
    openStream(`${await listeningUrl(app)}/api${AGENT_PATHS.stream(conversationId)}`, 'GET', {
      authorization: 'Bearer any',
    });

  it('follows while the client listens and stops when it goes', { timeout: 20_000 }, async () => {
    const { conversations, append, followerStopped } = followedLog();
    const app = await agentStreamApp(conversations);
    try {
      const stream = await follow(app);
      await stream.received('id: 1\n');
      append(event(2));
      await stream.received('id: 2\n');
      stream.request.destroy();
      await followerStopped;
    } finally {
      await app.close();
    }
  });

  it("is ended by the app's close, which then finishes", { timeout: 20_000 }, async () => {
    const { conversations, followerStopped } = followedLog();
    const app = await agentStreamApp(conversations);
    const stream = await follow(app);
    await stream.received('id: 1\n');
    await app.close();
    await stream.ended;
    await followerStopped;
  });
});
