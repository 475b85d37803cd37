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
import { eventStreamResponse, readRoute, type RouteContract } from './routeContract';

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
  readAll: {
    method: 'POST',
    url: NOTIFICATION_PATHS.readAll,
    summary: 'Mark every notification read',
    answers: { 200: readAllResponseSchema },
  },
  read: {
    method: 'POST',
    url: NOTIFICATION_PATHS.read,
    summary: 'Mark one notification read',
    params: notificationParamsSchema,
    answers: { 200: notificationResponseSchema },
  },
  snooze: {
    method: 'POST',
    url: NOTIFICATION_PATHS.snooze,
    summary: 'Hide a notification for 5 minutes, an hour, or until 9:00 tomorrow',
    params: notificationParamsSchema,
    body: snoozeRequestSchema,
    answers: { 200: notificationResponseSchema },
  },
  stream: readRoute(
    NOTIFICATION_PATHS.stream,
    'Follow your notifications: each one as it comes, while the stream is open',
    eventStreamResponse('NotificationStreamEvent (data: JSON)'),
  ),
} as const satisfies Record<string, RouteContract>;
