import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_CONTRACTS } from '@/api/schema';
import type { AppContext } from '../context.ts';
import { declareRoutes } from './declareRoute.ts';
import { closingSignal } from './eventStream.ts';
import { followNotifications } from './notificationStream.ts';
import { foundOr } from './notFound.ts';

const found = foundOr('No such notification.');

/** The notification centre (docs/server.md "Notifications"): the signed-in user's own only. */
export const notificationRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { notifications },
) => {
  const route = declareRoutes(app, 'notifications');
  route(NOTIFICATION_CONTRACTS.list, async (request) =>
    notifications.list(request.user.id, request.query.limit, request.query.before),
  );
  route(NOTIFICATION_CONTRACTS.unreadCount, async (request) => ({
    unread: await notifications.unreadCount(request.user.id),
  }));
  route(NOTIFICATION_CONTRACTS.readAll, async (request) => ({
    marked: await notifications.markAllRead(request.user.id),
  }));
  route(NOTIFICATION_CONTRACTS.read, async (request) => ({
    notification: found(await notifications.markRead(request.user.id, request.params.id)),
  }));
  route(NOTIFICATION_CONTRACTS.snooze, async (request) => ({
    notification: found(
      await notifications.snooze(request.user.id, request.params.id, request.body.until),
    ),
  }));
  const shutdown = closingSignal(app);
  route(NOTIFICATION_CONTRACTS.stream, (request, reply) =>
    followNotifications(notifications, request, reply, request.user.id, shutdown),
  );
};
