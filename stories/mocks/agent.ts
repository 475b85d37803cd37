import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  AGENT_ROUTES,
  conversationResponseSchema,
  conversationThreadResponseSchema,
  listConversationsResponseSchema,
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

/** Conversations in memory, answering as the server does; each run streams `markdownAnswer`. */
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
  create() {
    const created = conversation('', new Date().toISOString());
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

  /** Starts an answer: the question and the answer's events go to the conversation's log. */
  run(item: StoredConversation, content: string) {
    const asked = question(content);
    const reply = answer('', { status: 'running', citations: [milkNote, leaseFile] });
    item.messages.push(asked, { ...reply });
    const push = (event: Unnumbered) =>
      item.events.push({ ...event, seq: item.events.length + 1 } as AgentStreamEvent);
    push({ type: 'message', message: asked });
    push({ type: 'message', message: reply });
    for (let at = 0; at < markdownAnswer.length; at += 40) {
      push({ type: 'delta', messageId: reply.id, text: markdownAnswer.slice(at, at + 40) });
    }
    push({
      type: 'done',
      messageId: reply.id,
      status: 'done',
      mode: 'generated',
      notice: null,
      suggestions: [],
    });
    return { userMessage: asked, assistantMessage: reply };
  }
}

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

/** Handlers answering from `store`; stream events arrive `pause` ms apart (streaming in time). */
export function agentHandlers(store: AgentStore, pause = 40): HttpHandler[] {
  const missing = () => errorFrom('not_found', 'No such conversation');
  return [
    http.get(apiUrl(AGENT_ROUTES.list), () =>
      jsonFrom(listConversationsResponseSchema, { items: store.list(), nextCursor: null }),
    ),
    http.post(apiUrl(AGENT_ROUTES.list), () =>
      jsonFrom(conversationResponseSchema, { conversation: store.create() }, { status: 201 }),
    ),
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
      const body = (await bodyOf(request)) as { title?: string } | undefined;
      const renamed = store.rename(params.id, body?.title ?? '');
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
      if (!parsed.success) return errorFrom('validation_failed', 'Invalid message');
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
