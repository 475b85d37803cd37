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
import { HttpError } from '../errors.ts';
import { closingSignal, eventStreamResponse } from './eventStream.ts';
import { followNotifications } from './notificationStream.ts';
import { AUTH_ERROR_RESPONSES } from './responses.ts';

/** A change to one notification answers it, or 404 when it is not the user's. */
function found<T>(notification: T | null): { notification: T } {
  if (!notification) throw new HttpError('not_found', 'No such notification.');
  return { notification };
}

/** The notification centre (docs/server.md "Notifications"): the signed-in user's own only. */
export const notificationRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { notifications },
) => {
  const tags = ['notifications'];
  app.get(NOTIFICATION_PATHS.list, {
    schema: {
      tags,
      summary: 'Your notifications, newest first, paged',
      querystring: notificationListQuerySchema,
      response: { 200: notificationListResponseSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) =>
      notifications.list(request.user.id, request.query.limit, request.query.before),
  });
  app.get(NOTIFICATION_PATHS.unreadCount, {
    schema: {
      tags,
      summary: 'How many are unread (snoozed ones not counted)',
      response: { 200: unreadCountResponseSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) => ({ unread: await notifications.unreadCount(request.user.id) }),
  });
  app.post(NOTIFICATION_PATHS.readAll, {
    schema: {
      tags,
      summary: 'Mark every notification read',
      response: { 200: readAllResponseSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) => ({ marked: await notifications.markAllRead(request.user.id) }),
  });
  app.post(NOTIFICATION_PATHS.read, {
    schema: {
      tags,
      summary: 'Mark one notification read',
      params: notificationParamsSchema,
      response: { 200: notificationResponseSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) =>
      found(await notifications.markRead(request.user.id, request.params.id)),
  });
  app.post(NOTIFICATION_PATHS.snooze, {
    schema: {
      tags,
      summary: 'Hide a notification for 5 minutes, an hour, or until 9:00 tomorrow',
      params: notificationParamsSchema,
      body: snoozeRequestSchema,
      response: { 200: notificationResponseSchema, ...AUTH_ERROR_RESPONSES },
    },
    handler: async (request) =>
      found(await notifications.snooze(request.user.id, request.params.id, request.body.until)),
  });
  const shutdown = closingSignal(app);
  app.get(NOTIFICATION_PATHS.stream, {
    schema: {
      tags,
      summary: 'Follow your notifications: each one as it comes, while the stream is open',
      response: {
        200: eventStreamResponse('NotificationStreamEvent (data: JSON)'),
        ...AUTH_ERROR_RESPONSES,
      },
    },
    handler: (request, reply) =>
      followNotifications(notifications, request, reply, request.user.id, shutdown),
  });
};
