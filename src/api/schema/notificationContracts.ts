import {
  NOTIFICATION_PATHS,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationParamsSchema,
  notificationResponseSchema,
  readAllResponseSchema,
  snoozeRequestSchema,
  unreadCountResponseSchema,
} from './notifications';
import { eventStreamResponse, postRoute, readRoute, type RouteContract } from './routeContract';

/** The notification centre (docs/server.md "Notifications"): the signed-in user's own only. */
export const NOTIFICATION_CONTRACTS = {
  list: readRoute(
    NOTIFICATION_PATHS.list,
    'Your notifications, newest first, paged',
    notificationListResponseSchema,
    { querystring: notificationListQuerySchema },
  ),
  unreadCount: readRoute(
    NOTIFICATION_PATHS.unreadCount,
    'How many are unread (snoozed ones not counted)',
    unreadCountResponseSchema,
  ),
  readAll: postRoute(
    NOTIFICATION_PATHS.readAll,
    'Mark every notification read',
    readAllResponseSchema,
  ),
  read: postRoute(
    NOTIFICATION_PATHS.read,
    'Mark one notification read',
    notificationResponseSchema,
    { params: notificationParamsSchema },
  ),
  snooze: postRoute(
    NOTIFICATION_PATHS.snooze,
    'Hide a notification for 5 minutes, an hour, or until 9:00 tomorrow',
    notificationResponseSchema,
    { params: notificationParamsSchema, body: snoozeRequestSchema },
  ),
  stream: readRoute(
    NOTIFICATION_PATHS.stream,
    'Follow your notifications: each one as it comes, while the stream is open',
    eventStreamResponse('NotificationStreamEvent (data: JSON)'),
  ),
} as const satisfies Record<string, RouteContract>;
