import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  AGENT_ROUTES,
  approvalRequestSchema,
  conversationResponseSchema,
  conversationThreadResponseSchema,
  createConversationRequestSchema,
  fieldErrorsFromZod,
  listConversationsResponseSchema,
  regenerateRequestSchema,
  renameConversationRequestSchema,
  runStartedResponseSchema,
  sendMessageRequestSchema,
  type AgentStreamEvent,
  type RunStartedResponse,
} from '@/api/schema';
import { AgentConflict, type AgentStore, type StoredConversation } from './agentStore';
import { apiUrl, bodyOf, errorFrom, jsonFrom } from './http';

export * from './agentFixtures';
export * from './agentStore';

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
type StepParams = Params & { stepId: string };

/** The server's 409 where the store refuses (a busy conversation, a step not waiting). */
function unlessConflict(work: () => Response): Response {
  try {
    return work();
  } catch (error) {
    if (error instanceof AgentConflict) return errorFrom('conflict', error.message);
    throw error;
  }
}

const invalid = (error: Parameters<typeof fieldErrorsFromZod>[0]) =>
  errorFrom('validation_failed', 'Invalid request', fieldErrorsFromZod(error));

/** Handlers answering from `store`; stream events arrive `pause` ms apart (streaming in time). */
export function agentHandlers(store: AgentStore, pause = 40): HttpHandler[] {
  const missing = () => errorFrom('not_found', 'No such conversation');
  /** The server validates the body before it looks the conversation up; then a busy one is a 409. */
  const started = (
    id: string,
    parsed: { success: true } | { success: false; error: Parameters<typeof invalid>[0] },
    start: (item: StoredConversation) => RunStartedResponse,
  ) => {
    if (!parsed.success) return invalid(parsed.error);
    const item = store.get(id);
    if (!item) return missing();
    return unlessConflict(() => jsonFrom(runStartedResponseSchema, start(item), { status: 202 }));
  };
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
      const parsed = sendMessageRequestSchema.safeParse(await bodyOf(request));
      return started(params.id, parsed, (item) => store.run(item, parsed.data!.content));
    }),
    http.post<Params>(apiUrl(AGENT_ROUTES.regenerate), async ({ params, request }) => {
      const parsed = regenerateRequestSchema.safeParse(await bodyOf(request));
      return started(params.id, parsed, (item) => store.redo(item));
    }),
    http.post<Params>(apiUrl(AGENT_ROUTES.editLast), async ({ params, request }) => {
      const parsed = sendMessageRequestSchema.safeParse(await bodyOf(request));
      return started(params.id, parsed, (item) => store.redo(item, parsed.data!.content));
    }),
    http.post<Params>(apiUrl(AGENT_ROUTES.stop), ({ params }) => {
      const item = store.get(params.id);
      if (!item) return missing();
      store.stop(item);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post<StepParams>(apiUrl(AGENT_ROUTES.approval), async ({ params, request }) => {
      const parsed = approvalRequestSchema.safeParse(await bodyOf(request));
      if (!parsed.success) return invalid(parsed.error);
      const item = store.get(params.id);
      if (!item) return missing();
      return unlessConflict(() => {
        store.decide(item, params.stepId, parsed.data.decision);
        return new HttpResponse(null, { status: 204 });
      });
    }),
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
