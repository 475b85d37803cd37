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
import { listeningUrl } from '../test/agent.ts';
import { xsrfHeaders } from '../test/client.ts';
import { describeContract, registerStep, shape, type Memo, type Step } from '../test/contract.ts';
import { withTestServer } from '../test/server.ts';
import { newUser } from '../test/users.ts';

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
  command: command && {
    ...command,
    ...('noteId' in command ? { noteId: 'id' } : {}),
    ...('versionId' in command ? { versionId: 'id' } : {}),
  },
});
const sameRun = (body: unknown) => {
  const { userMessage, assistantMessage } = body as RunStartedResponse;
  return [shown(userMessage), shown(assistantMessage)];
};
const sameThread = (body: unknown) => {
  const { messages, seq, conversation } = body as ConversationThreadResponse;
  return { messages: messages.map(shown), seq, title: conversation.title };
};
const CONTEXT = { locale: 'en', timeZone: 'Europe/Bucharest' } as const;
const EDITED = '/note Buy oat milk';

/** The thread once its answer has ended: the server writes it in the background. */
const settled = (name: string): Step => ({
  name,
  method: 'GET',
  path: (memo) => AGENT_PATHS.one(idOf('untitled')(memo)),
  auth: 'session',
  schema: conversationThreadResponseSchema,
  until: (body) =>
    !(body as ConversationThreadResponse).messages.some((m) => m.status === 'running'),
  same: sameThread,
});
const onConversation = (
  name: string,
  path: (id: string) => string,
  body: unknown,
  conversation: 'untitled' | 'named' | null = 'untitled',
  auth = true,
): Step => ({
  name,
  method: 'POST',
  path: (memo) => path(conversation ? idOf(conversation)(memo) : UNKNOWN),
  body,
  ...(auth ? { auth: 'session' as const } : {}),
});
const approval = (id: string) => AGENT_PATHS.approval(id, UNKNOWN);

const handlers = () => {
  const accounts = new AccountsStore();
  return [
    ...accountHandlers(accounts),
    sessionRequiredHandler(accounts, '/conversations*'),
    ...agentHandlers(new AgentStore(), 0),
  ];
};

const STEPS: Step[] = [
  registerStep(newUser()),
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
  settled('the /note answer ends'),
  onConversation("regenerate a command's answer", AGENT_PATHS.regenerate, CONTEXT),
  {
    ...onConversation('edit the last question', AGENT_PATHS.editLast, {
      content: EDITED,
      ...CONTEXT,
    }),
    schema: runStartedResponseSchema,
    same: sameRun,
  },
  settled('the edited question is answered'),
  onConversation('edit, empty question', AGENT_PATHS.editLast, { content: ' ', ...CONTEXT }),
  onConversation('edit, unknown field', AGENT_PATHS.editLast, { content: 'x', mood: 'happy' }),
  onConversation('regenerate, unknown field', AGENT_PATHS.regenerate, { model: 'other' }),
  onConversation('regenerate with no question yet', AGENT_PATHS.regenerate, CONTEXT, 'named'),
  onConversation('edit with no question yet', AGENT_PATHS.editLast, { content: 'hi' }, 'named'),
  onConversation('regenerate an unknown conversation', AGENT_PATHS.regenerate, CONTEXT, null),
  onConversation('edit an unknown conversation', AGENT_PATHS.editLast, { content: 'hi' }, null),
  onConversation('regenerate, signed out', AGENT_PATHS.regenerate, CONTEXT, 'untitled', false),
  onConversation('edit, signed out', AGENT_PATHS.editLast, { content: 'hi' }, 'untitled', false),
  onConversation('stop when nothing runs', AGENT_PATHS.stop, undefined),
  onConversation('stop an unknown conversation', AGENT_PATHS.stop, undefined, null),
  onConversation('stop, signed out', AGENT_PATHS.stop, undefined, 'untitled', false),
  settled('a stop keeps the finished thread as it was'),
  onConversation('approve a step that is not waiting', approval, { decision: 'once' }),
  onConversation('decline a step that is not waiting', approval, { decision: 'decline' }),
  onConversation('approve with an unknown decision', approval, { decision: 'maybe' }),
  onConversation('approve, unknown field', approval, { decision: 'always', forever: true }),
  onConversation('approve in an unknown conversation', approval, { decision: 'once' }, null),
  onConversation('approve, signed out', approval, { decision: 'once' }, 'untitled', false),
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

/** The stream is open-ended on the server: read up to the thread's last event, then let go. */
async function readStream(response: Response, lastSeq: number): Promise<AgentStreamEvent[]> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
    const events = parseEvents(text.slice(0, text.lastIndexOf('\n\n') + 2));
    if ((events.at(-1)?.seq ?? 0) >= lastSeq) return events;
  }
  return parseEvents(text);
}

/** A request that answers the last question again, after the first run. */
interface Redo {
  path: (id: string) => string;
  body: unknown;
}

/**
 * Signs up, asks `/note Buy milk` and waits for the end, does each `redo` the same way, then
 * replays the whole stream.
 */
async function finishedNoteRun(origin: string, redos: Redo[] = []): Promise<FinishedRun> {
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
  let thread!: ConversationThreadResponse;
  for (const { path, body } of [
    { path: AGENT_PATHS.messages, body: { content: NOTE, ...CONTEXT } },
    ...redos,
  ]) {
    expect((await call('POST', path(conversation.id), token, body)).status).toBe(202);
    const deadline = Date.now() + 15_000;
    do {
      expect(Date.now(), 'the run never ended').toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 25));
      thread = conversationThreadResponseSchema.parse(
        await json(await call('GET', AGENT_PATHS.one(conversation.id), token)),
      );
    } while (thread.messages.some((message) => message.status === 'running'));
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 15_000);
  try {
    const stream = await fetch(`${origin}/api${AGENT_PATHS.stream(conversation.id)}?after=0`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    return { thread, events: await readStream(stream, thread.seq) };
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
    case 'removed':
      return { type: event.type, seq: event.seq, removed: event.messageIds.length };
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

// A command's answer is never regenerated (the table above checks the refusal): two edits replay.
describe('contract: edit-last replays the same events from the mocks', () => {
  const server = withTestServer();
  const mock = setupServer(...handlers());
  const redos: Redo[] = [
    { path: AGENT_PATHS.editLast, body: { content: `${EDITED} and bread`, ...CONTEXT } },
    { path: AGENT_PATHS.editLast, body: { content: EDITED, ...CONTEXT } },
  ];
  let real: FinishedRun;
  let mocked: FinishedRun;

  beforeAll(async () => {
    real = await finishedNoteRun(await listeningUrl(server.app), redos);
    mock.listen({ onUnhandledRequest: 'error' });
    mocked = await finishedNoteRun('http://mock.quire.test', redos);
  });
  afterAll(() => mock.close());

  it('keeps the edited question and one answer to it', () => {
    expect(real.thread.messages.map((m) => [m.role, m.content, m.command?.kind])).toEqual([
      ['user', EDITED, undefined],
      ['assistant', '', 'note_created'],
    ]);
    expect(mocked.thread.messages.map(shown)).toEqual(real.thread.messages.map(shown));
    expect(mocked.thread.seq).toBe(real.thread.seq);
  });

  it('removes each replaced answer, then writes the new one, in the same order', () => {
    const run = ['message', 'conversation', 'command', 'done', 'conversation'];
    expect(real.events.map((event) => event.type)).toEqual([
      'message',
      ...run,
      'removed',
      'message',
      ...run,
      'removed',
      'message',
      ...run,
    ]);
    expect(mocked.events.map(comparable)).toEqual(real.events.map(comparable));
    expect(mocked.events.map(shape)).toEqual(real.events.map(shape));
  });
});
