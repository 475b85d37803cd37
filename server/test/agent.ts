import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  AGENT_PATHS,
  agentStreamEventSchema,
  conversationResponseSchema,
  listConversationsResponseSchema,
  conversationThreadResponseSchema,
  runStartedResponseSchema,
  type AgentStreamEvent,
  type ConversationThreadResponse,
  type SendMessageRequest,
} from '@/api/schema';
import { api, expectBody, type TestClient } from './client.ts';
import { register } from './users.ts';

/** Agent calls for one signed-in user. */
export function agentClient(client: TestClient, token: string) {
  return {
    async create(title?: string) {
      const response = await client.call('POST', api(AGENT_PATHS.list), {
        token,
        body: title === undefined ? {} : { title },
      });
      return expectBody(response, 201, conversationResponseSchema).conversation;
    },
    async list() {
      const response = await client.call('GET', api(AGENT_PATHS.list), { token });
      return expectBody(response, 200, listConversationsResponseSchema).items;
    },
    async send(id: string, content: string, extra: Partial<SendMessageRequest> = {}) {
      const response = await client.call('POST', api(AGENT_PATHS.messages(id)), {
        token,
        body: { content, locale: 'en', timeZone: 'Europe/Bucharest', ...extra },
      });
      return expectBody(response, 202, runStartedResponseSchema);
    },
    async thread(id: string) {
      return expectBody(
        await client.call('GET', api(AGENT_PATHS.one(id)), { token }),
        200,
        conversationThreadResponseSchema,
      );
    },
    /** The thread once no answer is running (polls; fails after `timeoutMs`). */
    async settled(id: string, timeoutMs = 15_000): Promise<ConversationThreadResponse> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const thread = await this.thread(id);
        if (!thread.messages.some((m) => m.status === 'running')) return thread;
        expect(Date.now(), 'the answer never ended').toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    /** The thread once `ready` holds (polls). */
    async until(
      id: string,
      ready: (thread: ConversationThreadResponse) => boolean,
      timeoutMs = 15_000,
    ) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const thread = await this.thread(id);
        if (ready(thread)) return thread;
        expect(Date.now(), 'the thread never got there').toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    call: (method: 'POST' | 'GET' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
      client.call(method, api(path), { token, body }),
  };
}
export type AgentClient = ReturnType<typeof agentClient>;

/**
 * Reads a conversation's event stream over real HTTP (inject cannot stream) until `enough`
 * says so, then closes it. The app must be listening (`listeningUrl`).
 */
export async function readEvents(
  baseUrl: string,
  token: string,
  id: string,
  after: number,
  enough: (events: AgentStreamEvent[]) => boolean,
  timeoutMs = 15_000,
): Promise<AgentStreamEvent[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const events: AgentStreamEvent[] = [];
  try {
    const response = await fetch(`${baseUrl}/api${AGENT_PATHS.stream(id)}?after=${after}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (!data) continue;
        events.push(agentStreamEventSchema.parse(JSON.parse(data.slice(6))));
        if (enough(events)) return events;
      }
    }
    return events;
  } catch (error) {
    if (controller.signal.aborted)
      throw new Error(`stream timed out after ${JSON.stringify(events.map((e) => e.type))}`);
    throw error;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/** Listens on 127.0.0.1 (once) and returns the base address. */
export async function listeningUrl(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return listeningUrl(app);
}

/** The text of an answer as the stream built it: every delta of `messageId`, in order. */
export const streamedText = (events: AgentStreamEvent[], messageId: string) =>
  events
    .filter((e): e is Extract<AgentStreamEvent, { type: 'delta' }> => e.type === 'delta')
    .filter((e) => e.messageId === messageId)
    .map((e) => e.text)
    .join('');

/** Two signed-up users of one test server, each with an agent client: the actor and another. */
export async function twoAgentUsers(client: TestClient) {
  const a = await register(client);
  const b = await register(client);
  return {
    alice: agentClient(client, a.token),
    bob: agentClient(client, b.token),
    aliceToken: a.token,
    aliceName: a.user.username,
    bobToken: b.token,
  };
}
