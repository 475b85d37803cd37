import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  AGENT_ROUTES,
  conversationResponseSchema,
  conversationThreadResponseSchema,
  createConversationRequestSchema,
  fieldErrorsFromZod,
  listConversationsResponseSchema,
  renameConversationRequestSchema,
  runStartedResponseSchema,
  sendMessageRequestSchema,
  type AgentMessage,
  type AgentStreamEvent,
  type Conversation,
} from '@/api/schema';
import {
  answer,
  conversation,
  markdownAnswer,
  milkNote,
  question,
  leaseFile,
} from './agentFixtures';
import { slashCommand } from './agentCommands';
import { apiUrl, bodyOf, errorFrom, jsonFrom } from './http';

export * from './agentFixtures';

/** An event before the log numbers it (Omit distributed over the union). */
type Unnumbered = AgentStreamEvent extends infer E
  ? E extends unknown
    ? Omit<E, 'seq'>
    : never
  : never;

interface StoredConversation {
  conversation: Conversation;
  messages: AgentMessage[];
  events: AgentStreamEvent[];
  deleted: boolean;
}

/** Conversations in memory, answering as the server does (`run` says how a question is answered). */
export class AgentStore {
  private readonly items = new Map<string, StoredConversation>();

  constructor(seed: { conversation: Conversation; messages: AgentMessage[] }[] = []) {
    for (const item of seed)
      this.items.set(item.conversation.id, { ...item, events: [], deleted: false });
  }

  list = () =>
    [...this.items.values()].filter((item) => !item.deleted).map((item) => item.conversation);
  get = (id: string) => {
    const item = this.items.get(id);
    return item && !item.deleted ? item : undefined;
  };
  create(title = '') {
    const created = conversation(title, new Date().toISOString());
    this.items.set(created.id, { conversation: created, messages: [], events: [], deleted: false });
    return created;
  }
  setDeleted(id: string, deleted: boolean) {
    const item = this.items.get(id);
    if (item) item.deleted = deleted;
    return item?.conversation;
  }
  rename(id: string, title: string) {
    const item = this.get(id);
    if (item) item.conversation = { ...item.conversation, title };
    return item?.conversation;
  }
  seq = (item: StoredConversation) => item.events.length;

  /**
   * Starts an answer: the question and the answer's events go to the conversation's log, in the
   * server's order. A slash command answers with its result (`slashCommand`: every command the
   * product has); anything else streams `markdownAnswer`.
   */
  run(item: StoredConversation, content: string) {
    const asked = question(content);
    const command = slashCommand(content);
    const reply = command
      ? answer('', { status: 'running', mode: 'command' })
      : answer('', { status: 'running', citations: [milkNote, leaseFile] });
    item.messages.push(asked, reply);
    const push = (event: Unnumbered) =>
      item.events.push({ ...event, seq: item.events.length + 1 } as AgentStreamEvent);
    const publish = (running: boolean) => {
      item.conversation = { ...item.conversation, running };
      push({ type: 'conversation', conversation: item.conversation });
    };
    push({ type: 'message', message: asked });
    if (!item.conversation.title) item.conversation.title = titleFrom(content);
    push({ type: 'message', message: reply });
    publish(true);
    if (command) {
      push({ type: 'command', messageId: reply.id, result: command, suggestions: [] });
    } else {
      for (let at = 0; at < markdownAnswer.length; at += 40) {
        push({ type: 'delta', messageId: reply.id, text: markdownAnswer.slice(at, at + 40) });
      }
    }
    const mode = command ? 'command' : 'generated';
    push({
      type: 'done',
      messageId: reply.id,
      status: 'done',
      mode,
      notice: null,
      suggestions: [],
    });
    publish(false);
    // The thread read after the run shows the finished answer, as the server's would.
    item.messages[item.messages.length - 1] = {
      ...reply,
      status: 'done',
      command,
      content: command ? '' : markdownAnswer,
    };
    return { userMessage: asked, assistantMessage: reply };
  }
}

/** An untitled conversation is named after its first question's first line (60 characters). */
const titleFrom = (content: string) => {
  const firstLine = content.split('\n')[0]!.trim();
  return firstLine.length > 60 ? `${firstLine.slice(0, 59).trimEnd()}…` : firstLine;
};

const sse = (events: AgentStreamEvent[], pause: number) =>
  new ReadableStream<Uint8Array>({
    async start(controller) {
      const encoder = new TextEncoder();
      for (const event of events) {
        await delay(pause);
        controller.enqueue(encoder.encode(`id: ${event.seq}\ndata: ${JSON.stringify(event)}\n\n`));
      }
      controller.close();
    },
  });

type Params = { id: string };

const invalid = (error: Parameters<typeof fieldErrorsFromZod>[0]) =>
  errorFrom('validation_failed', 'Invalid request', fieldErrorsFromZod(error));

/** Handlers answering from `store`; stream events arrive `pause` ms apart (streaming in time). */
export function agentHandlers(store: AgentStore, pause = 40): HttpHandler[] {
  const missing = () => errorFrom('not_found', 'No such conversation');
  return [
    http.get(apiUrl(AGENT_ROUTES.list), () =>
      jsonFrom(listConversationsResponseSchema, { items: store.list(), nextCursor: null }),
    ),
    http.post(apiUrl(AGENT_ROUTES.list), async ({ request }) => {
      const parsed = createConversationRequestSchema.safeParse((await bodyOf(request)) ?? {});
      if (!parsed.success) return invalid(parsed.error);
      const created = store.create(parsed.data.title);
      return jsonFrom(conversationResponseSchema, { conversation: created }, { status: 201 });
    }),
    http.get<Params>(apiUrl(AGENT_ROUTES.one), ({ params }) => {
      const item = store.get(params.id);
      if (!item) return missing();
      return jsonFrom(conversationThreadResponseSchema, {
        conversation: item.conversation,
        messages: item.messages,
        seq: store.seq(item),
      });
    }),
    http.patch<Params>(apiUrl(AGENT_ROUTES.one), async ({ params, request }) => {
      if (!store.get(params.id)) return missing();
      const parsed = renameConversationRequestSchema.safeParse(await bodyOf(request));
      if (!parsed.success) return invalid(parsed.error);
      const renamed = store.rename(params.id, parsed.data.title);
      return renamed ? jsonFrom(conversationResponseSchema, { conversation: renamed }) : missing();
    }),
    http.delete<Params>(apiUrl(AGENT_ROUTES.one), ({ params }) =>
      store.setDeleted(params.id, true) ? new HttpResponse(null, { status: 204 }) : missing(),
    ),
    http.post<Params>(apiUrl(AGENT_ROUTES.restore), ({ params }) => {
      const restored = store.setDeleted(params.id, false);
      return restored
        ? jsonFrom(conversationResponseSchema, { conversation: restored })
        : missing();
    }),
    http.post<Params>(apiUrl(AGENT_ROUTES.messages), async ({ params, request }) => {
      const item = store.get(params.id);
      if (!item) return missing();
      const parsed = sendMessageRequestSchema.safeParse(await bodyOf(request));
      if (!parsed.success) return invalid(parsed.error);
      return jsonFrom(runStartedResponseSchema, store.run(item, parsed.data.content), {
        status: 202,
      });
    }),
    http.post<Params>(apiUrl(AGENT_ROUTES.stop), () => new HttpResponse(null, { status: 204 })),
    http.get<Params>(apiUrl(AGENT_ROUTES.stream), ({ params, request }) => {
      const item = store.get(params.id);
      if (!item) return missing();
      const after = Number(new URL(request.url).searchParams.get('after') ?? 0);
      return new HttpResponse(
        sse(
          item.events.filter((event) => event.seq > after),
          pause,
        ),
        {
          headers: { 'Content-Type': 'text/event-stream' },
        },
      );
    }),
  ];
}

/** Every agent request waits forever: the loading state. */
export const agentLoadingHandlers = (): HttpHandler[] => [
  http.all(apiUrl('/conversations*'), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
];

/** Every agent request fails with the server's 500 envelope. */
export const agentErrorHandlers = (): HttpHandler[] => [
  http.all(apiUrl('/conversations*'), () => errorFrom('internal', 'Something went wrong')),
];
