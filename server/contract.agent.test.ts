import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_PATHS,
  AGENT_PATHS,
  agentStreamEventSchema,
  conversationResponseSchema,
  conversationThreadResponseSchema,
  listConversationsResponseSchema,
  runStartedResponseSchema,
  sessionResponseSchema,
  type AgentMessage,
  type AgentStreamEvent,
  type Conversation,
  type ConversationThreadResponse,
  type RunStartedResponse,
} from '@/api/schema';
import { accountHandlers, AccountsStore, sessionRequiredHandler } from '@stories/mocks/accounts.ts';
import { agentHandlers, AgentStore } from '@stories/mocks/agent.ts';
import { listeningUrl } from './test/agent.ts';
import { xsrfHeaders } from './test/client.ts';
import { describeContract, shape, type Memo, type Step } from './test/contract.ts';
import { withTestServer } from './test/server.ts';
import { newUser } from './test/users.ts';

const UNKNOWN = '00000000-0000-4000-8000-00000000dead';
const NOTE = '/note Buy milk';
const idOf = (name: string) => (memo: Memo) =>
  (memo.kept[name] as { conversation: Conversation }).conversation.id;
const sameTitle = (body: unknown) => (body as { conversation: Conversation }).conversation.title;
// The list's order depends on clocks that differ between backends; its titles must not.
const sameTitles = (body: unknown) =>
  (body as { items: Conversation[] }).items.map((item) => item.title).sort();
// Ids and stamps differ between backends; what the thread shows must not.
const shown = ({ id: _id, createdAt: _at, command, ...message }: AgentMessage) => ({
  ...message,
  command: command && { ...command, ...('noteId' in command ? { noteId: 'id' } : {}) },
});
const sameRun = (body: unknown) => {
  const { userMessage, assistantMessage } = body as RunStartedResponse;
  return [shown(userMessage), shown(assistantMessage)];
};

const handlers = () => {
  const accounts = new AccountsStore();
  return [
    ...accountHandlers(accounts),
    sessionRequiredHandler(accounts, '/conversations*'),
    ...agentHandlers(new AgentStore(), 0),
  ];
};

const STEPS: Step[] = [
  {
    name: 'register',
    method: 'POST',
    path: ACCOUNT_PATHS.register,
    body: newUser(),
    schema: sessionResponseSchema,
    keepSession: true,
  },
  {
    name: 'list, none yet',
    method: 'GET',
    path: AGENT_PATHS.list,
    auth: 'session',
    schema: listConversationsResponseSchema,
    same: sameTitles,
  },
  { name: 'list, signed out', method: 'GET', path: AGENT_PATHS.list },
  { name: 'create, signed out', method: 'POST', path: AGENT_PATHS.list, body: {} },
  {
    name: 'create with a title',
    method: 'POST',
    path: AGENT_PATHS.list,
    body: { title: 'Errands' },
    auth: 'session',
    schema: conversationResponseSchema,
    keepAs: 'named',
    same: sameTitle,
  },
  {
    name: 'create untitled',
    method: 'POST',
    path: AGENT_PATHS.list,
    body: {},
    auth: 'session',
    schema: conversationResponseSchema,
    keepAs: 'untitled',
    same: sameTitle,
  },
  {
    name: 'create, title too long',
    method: 'POST',
    path: AGENT_PATHS.list,
    body: { title: 'x'.repeat(201) },
    auth: 'session',
  },
  {
    name: 'create, unknown field',
    method: 'POST',
    path: AGENT_PATHS.list,
    body: { title: 'Fine', owner: 'someone else' },
    auth: 'session',
  },
  {
    name: 'rename',
    method: 'PATCH',
    path: (memo) => AGENT_PATHS.one(idOf('named')(memo)),
    body: { title: 'Weekend errands' },
    auth: 'session',
    schema: conversationResponseSchema,
    same: sameTitle,
  },
  {
    name: 'rename, blank title',
    method: 'PATCH',
    path: (memo) => AGENT_PATHS.one(idOf('named')(memo)),
    body: { title: '   ' },
    auth: 'session',
  },
  {
    name: 'rename an unknown conversation',
    method: 'PATCH',
    path: AGENT_PATHS.one(UNKNOWN),
    body: { title: 'Nope' },
    auth: 'session',
  },
  {
    name: 'list both',
    method: 'GET',
    path: AGENT_PATHS.list,
    auth: 'session',
    schema: listConversationsResponseSchema,
    same: sameTitles,
  },
  {
    name: 'an empty thread',
    method: 'GET',
    path: (memo) => AGENT_PATHS.one(idOf('untitled')(memo)),
    auth: 'session',
    schema: conversationThreadResponseSchema,
    same: (body) => {
      const { messages, seq, conversation } = body as ConversationThreadResponse;
      return { messages, seq, title: conversation.title };
    },
  },
  { name: 'an unknown thread', method: 'GET', path: AGENT_PATHS.one(UNKNOWN), auth: 'session' },
  {
    name: 'a thread, signed out',
    method: 'GET',
    path: (memo) => AGENT_PATHS.one(idOf('untitled')(memo)),
  },
  {
    name: 'ask a slash command',
    method: 'POST',
    path: (memo) => AGENT_PATHS.messages(idOf('untitled')(memo)),
    body: { content: NOTE, locale: 'en', timeZone: 'Europe/Bucharest' },
    auth: 'session',
    schema: runStartedResponseSchema,
    same: sameRun,
  },
  {
    name: 'ask, empty question',
    method: 'POST',
    path: (memo) => AGENT_PATHS.messages(idOf('named')(memo)),
    body: { content: '  ', locale: 'en' },
    auth: 'session',
  },
  {
    name: 'ask, unknown language',
    method: 'POST',
    path: (memo) => AGENT_PATHS.messages(idOf('named')(memo)),
    body: { content: 'hello', locale: 'xx' },
    auth: 'session',
  },
  {
    name: 'ask an unknown conversation',
    method: 'POST',
    path: AGENT_PATHS.messages(UNKNOWN),
    body: { content: 'hello', locale: 'en' },
    auth: 'session',
  },
  {
    name: 'delete',
    method: 'DELETE',
    path: (memo) => AGENT_PATHS.one(idOf('named')(memo)),
    auth: 'session',
  },
  {
    name: 'a deleted thread',
    method: 'GET',
    path: (memo) => AGENT_PATHS.one(idOf('named')(memo)),
    auth: 'session',
  },
  {
    name: 'restore',
    method: 'POST',
    path: (memo) => AGENT_PATHS.restore(idOf('named')(memo)),
    auth: 'session',
    schema: conversationResponseSchema,
    same: sameTitle,
  },
  {
    name: 'delete an unknown conversation',
    method: 'DELETE',
    path: AGENT_PATHS.one(UNKNOWN),
    auth: 'session',
  },
  {
    name: 'restore an unknown conversation',
    method: 'POST',
    path: AGENT_PATHS.restore(UNKNOWN),
    auth: 'session',
  },
];

describeContract('contract: the agent mocks answer like the real server', STEPS, handlers);

interface FinishedRun {
  thread: ConversationThreadResponse;
  events: AgentStreamEvent[];
}

/** The `data:` lines of server-sent events, each checked against the shared event schema. */
function parseEvents(text: string): AgentStreamEvent[] {
  return text
    .split('\n\n')
    .flatMap((block) => block.split('\n').filter((line) => line.startsWith('data: ')))
    .map((line) => agentStreamEventSchema.parse(JSON.parse(line.slice('data: '.length))));
}

/** The stream is open-ended on the server: read until the run's closing events, then let go. */
async function readStream(response: Response): Promise<AgentStreamEvent[]> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
    const events = parseEvents(text.slice(0, text.lastIndexOf('\n\n') + 2));
    const last = events.at(-1);
    if (
      events.some((event) => event.type === 'done') &&
      last?.type === 'conversation' &&
      !last.conversation.running
    )
      return events;
  }
  return parseEvents(text);
}

/** Signs up, asks `/note Buy milk`, waits for the end, then replays the whole stream. */
async function finishedNoteRun(origin: string): Promise<FinishedRun> {
  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const response = await fetch(`${origin}/api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...xsrfHeaders(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return response;
  };
  const json = async (response: Response) => (await response.json()) as unknown;
  const { token } = sessionResponseSchema.parse(
    await json(await call('POST', `${ACCOUNT_PATHS.register}`, undefined, newUser())),
  );
  const { conversation } = conversationResponseSchema.parse(
    await json(await call('POST', AGENT_PATHS.list, token, {})),
  );
  const started = await call('POST', AGENT_PATHS.messages(conversation.id), token, {
    content: NOTE,
    locale: 'en',
    timeZone: 'Europe/Bucharest',
  });
  expect(started.status).toBe(202);
  const deadline = Date.now() + 15_000;
  let thread: ConversationThreadResponse;
  do {
    expect(Date.now(), 'the run never ended').toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 25));
    thread = conversationThreadResponseSchema.parse(
      await json(await call('GET', AGENT_PATHS.one(conversation.id), token)),
    );
  } while (thread.messages.some((message) => message.status === 'running'));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 15_000);
  try {
    const stream = await fetch(`${origin}/api${AGENT_PATHS.stream(conversation.id)}?after=0`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    return { thread, events: await readStream(stream) };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

// Ids and stamps differ; the kinds of events, their order and what they carry must not.
const comparable = (event: AgentStreamEvent) => {
  switch (event.type) {
    case 'message':
      return { type: event.type, seq: event.seq, message: shown(event.message) };
    case 'command':
      return {
        type: event.type,
        seq: event.seq,
        kind: event.result.kind,
        title: 'title' in event.result ? event.result.title : undefined,
        suggestions: event.suggestions,
      };
    case 'conversation':
      return {
        type: event.type,
        seq: event.seq,
        title: event.conversation.title,
        running: event.conversation.running,
      };
    case 'done':
      return { ...event, messageId: 'id' };
    default:
      return { type: event.type, seq: event.seq };
  }
};

describe('contract: a finished /note run replays the same events from the mocks', () => {
  const server = withTestServer();
  const mock = setupServer(...handlers());
  let real: FinishedRun;
  let mocked: FinishedRun;

  beforeAll(async () => {
    real = await finishedNoteRun(await listeningUrl(server.app));
    mock.listen({ onUnhandledRequest: 'error' });
    mocked = await finishedNoteRun('http://mock.quire.test');
  });
  afterAll(() => mock.close());

  it('answers the command with a created note', () => {
    const answer = real.thread.messages.at(-1);
    expect(answer?.command).toMatchObject({ kind: 'note_created', title: 'Buy milk' });
    expect(mocked.thread.messages.map(shown)).toEqual(real.thread.messages.map(shown));
    expect(shape(mocked.thread)).toEqual(shape(real.thread));
    expect(mocked.thread.seq).toBe(real.thread.seq);
    expect(mocked.thread.conversation.title).toBe(real.thread.conversation.title);
  });

  it('replays the same events, numbered one by one', () => {
    expect(real.events.map((event) => event.type)).toEqual([
      'message',
      'message',
      'conversation',
      'command',
      'done',
      'conversation',
    ]);
    expect(real.events.map((event) => event.seq)).toEqual(
      real.events.map((_event, index) => index + 1),
    );
    expect(mocked.events.map(comparable)).toEqual(real.events.map(comparable));
    expect(mocked.events.map(shape)).toEqual(real.events.map(shape));
  });
});
