import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  fieldErrorsFromZod,
  NOTIFICATION_PATHS,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationParamsSchema,
  notificationResponseSchema,
  notificationStreamEventSchema,
  readAllResponseSchema,
  snoozeRequestSchema,
  unreadCountResponseSchema,
} from '@/api/schema';
import { adaUser } from './accountFixtures';
import { apiUrl, bodyOf, errorFrom, jsonFrom } from './http';
import { NotificationsStore } from './notificationsStore';

export { NotificationsStore } from './notificationsStore';

// Node-safe on purpose (msw + the schema only): the server's contract test replays these.

/** Who a request is from: the story's signed-in user unless the caller says otherwise. */
export type RequestUser = (request: Request) => string | null;
const storyUser: RequestUser = () => adaUser.id;

const invalid = (error: Parameters<typeof fieldErrorsFromZod>[0]) =>
  errorFrom('validation_failed', 'Invalid request', fieldErrorsFromZod(error));
const unauthorized = () => errorFrom('unauthorized', 'Not signed in');
const missing = () => errorFrom('not_found', 'No such notification.');

/** The live stream: each notification `store.add` makes for `user`, until the client goes. */
function streamOf(store: NotificationsStore, user: string, signal: AbortSignal) {
  const encoder = new TextEncoder();
  let off = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      off = store.onAdd(({ userId, ...notification }) => {
        if (userId !== user) return;
        const event = notificationStreamEventSchema.parse({ type: 'notification', notification });
        try {
          controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
        } catch {
          // The reader went away without the request's signal saying so.
          off();
        }
      });
      signal.addEventListener('abort', () => {
        off();
        try {
          controller.close();
        } catch {
          // Already closed when the reader cancelled first.
        }
      });
    },
    cancel: () => off(),
  });
}

/** The notification centre's routes answered from `store`, as the server answers them. */
export function notificationHandlers(
  store: NotificationsStore,
  userOf: RequestUser = storyUser,
): HttpHandler[] {
  return [
    http.get(apiUrl(NOTIFICATION_PATHS.list), ({ request }) => {
      const query = notificationListQuerySchema.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!query.success) return invalid(query.error);
      const user = userOf(request);
      if (!user) return unauthorized();
      return jsonFrom(
        notificationListResponseSchema,
        store.list(user, query.data.limit, query.data.before),
      );
    }),
    http.get(apiUrl(NOTIFICATION_PATHS.stream), ({ request }) => {
      const user = userOf(request);
      if (!user) return unauthorized();
      return new HttpResponse(streamOf(store, user, request.signal), {
        headers: { 'content-type': 'text/event-stream; charset=utf-8' },
      });
    }),
    http.get(apiUrl(NOTIFICATION_PATHS.unreadCount), ({ request }) => {
      const user = userOf(request);
      if (!user) return unauthorized();
      return jsonFrom(unreadCountResponseSchema, { unread: store.unreadCount(user) });
    }),
    http.post(apiUrl(NOTIFICATION_PATHS.readAll), ({ request }) => {
      const user = userOf(request);
      if (!user) return unauthorized();
      return jsonFrom(readAllResponseSchema, { marked: store.markAllRead(user) });
    }),
    http.post(apiUrl(NOTIFICATION_PATHS.read), ({ request, params }) => {
      const id = notificationParamsSchema.safeParse(params);
      if (!id.success) return invalid(id.error);
      const user = userOf(request);
      if (!user) return unauthorized();
      const notification = store.markRead(user, id.data.id);
      return notification ? jsonFrom(notificationResponseSchema, { notification }) : missing();
    }),
    http.post(apiUrl(NOTIFICATION_PATHS.snooze), async ({ request, params }) => {
      const id = notificationParamsSchema.safeParse(params);
      if (!id.success) return invalid(id.error);
      const body = snoozeRequestSchema.safeParse(await bodyOf(request));
      if (!body.success) return invalid(body.error);
      const user = userOf(request);
      if (!user) return unauthorized();
      const notification = store.snooze(user, id.data.id, body.data.until);
      return notification ? jsonFrom(notificationResponseSchema, { notification }) : missing();
    }),
  ];
}

/** Every notification route waiting forever: the bell and the list loading. */
export const notificationsLoading = (): HttpHandler =>
  http.all(apiUrl('/notifications*'), async () => {
    await delay('infinite');
    return errorFrom('internal', 'never answered');
  });

/** Every notification route failing: the bell and the list's error state. */
export const notificationsFailing = (): HttpHandler =>
  http.all(apiUrl('/notifications*'), () =>
    errorFrom('internal', 'The notification centre is unavailable.'),
  );
