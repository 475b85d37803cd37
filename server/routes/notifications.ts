import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NOTIFICATION_PATHS,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationParamsSchema,
  notificationResponseSchema,
  readAllResponseSchema,
  snoozeRequestSchema,
  unreadCountResponseSchema,
} from '@/api/schema';
import type { AppContext } from '../context.ts';
import { closingSignal, eventStreamResponse } from './eventStream.ts';
import { followNotifications } from './notificationStream.ts';
import { foundOr } from './notFound.ts';
import { routeDocs } from './routeDocs.ts';

const found = foundOr('No such notification.');

/** The notification centre (docs/server.md "Notifications"): the signed-in user's own only. */
export const notificationRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { notifications },
) => {
  const doc = routeDocs('notifications');
  app.get(NOTIFICATION_PATHS.list, {
    schema: doc(
      'Your notifications, newest first, paged',
      { 200: notificationListResponseSchema },
      { querystring: notificationListQuerySchema },
    ),
    handler: async (request) =>
      notifications.list(request.user.id, request.query.limit, request.query.before),
  });
  app.get(NOTIFICATION_PATHS.unreadCount, {
    schema: doc('How many are unread (snoozed ones not counted)', {
      200: unreadCountResponseSchema,
    }),
    handler: async (request) => ({ unread: await notifications.unreadCount(request.user.id) }),
  });
  app.post(NOTIFICATION_PATHS.readAll, {
    schema: doc('Mark every notification read', { 200: readAllResponseSchema }),
    handler: async (request) => ({ marked: await notifications.markAllRead(request.user.id) }),
  });
  app.post(NOTIFICATION_PATHS.read, {
    schema: doc(
      'Mark one notification read',
      { 200: notificationResponseSchema },
      { params: notificationParamsSchema },
    ),
    handler: async (request) => ({
      notification: found(await notifications.markRead(request.user.id, request.params.id)),
    }),
  });
  app.post(NOTIFICATION_PATHS.snooze, {
    schema: doc(
      'Hide a notification for 5 minutes, an hour, or until 9:00 tomorrow',
      { 200: notificationResponseSchema },
      { params: notificationParamsSchema, body: snoozeRequestSchema },
    ),
    handler: async (request) => ({
      notification: found(
        await notifications.snooze(request.user.id, request.params.id, request.body.until),
      ),
    }),
  });
  const shutdown = closingSignal(app);
  app.get(NOTIFICATION_PATHS.stream, {
    schema: doc('Follow your notifications: each one as it comes, while the stream is open', {
      200: eventStreamResponse('NotificationStreamEvent (data: JSON)'),
    }),
    handler: (request, reply) =>
      followNotifications(notifications, request, reply, request.user.id, shutdown),
  });
};
