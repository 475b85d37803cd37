import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NotificationStreamEvent } from '@/api/schema';
import type { Notifications } from '../services/notifications.ts';
import { pollPause, streamEvents } from './eventStream.ts';

/**
 * How often the stream looks for new notifications. Any process's scheduler may write one, so
 * the database is what is watched; a reminder shown a second late is still on time.
 */
export const NOTIFICATION_POLL_MS = 1_000;

/** Sends each notification that comes for the user from now on, until the client goes away. */
export function followNotifications(
  notifications: Notifications,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  shutdown: AbortSignal,
) {
  return streamEvents<NotificationStreamEvent>(
    request,
    reply,
    async ({ send, signal }) => {
      let since = notifications.now();
      while (!signal.aborted) {
        const { items, until } = await notifications.cameSince(userId, since);
        // Past a page in one poll the rest is not sent: the client refreshes its count and list
        // on any event, and a burst that size would only flood the snackbars.
        for (const notification of items) send({ type: 'notification', notification });
        since = until;
        await pollPause(NOTIFICATION_POLL_MS, signal).over;
      }
    },
    shutdown,
  );
}
