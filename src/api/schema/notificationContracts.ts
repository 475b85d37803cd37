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
import { eventStreamResponse, type RouteContract } from './routeContract';

/** The notification centre (docs/server.md "Notifications"): the signed-in user's own only. */
export const NOTIFICATION_CONTRACTS = {
  list: {
    method: 'GET',
    url: NOTIFICATION_PATHS.list,
    summary: 'Your notifications, newest first, paged',
    querystring: notificationListQuerySchema,
    answers: { 200: notificationListResponseSchema },
  },
  unreadCount: {
    method: 'GET',
    url: NOTIFICATION_PATHS.unreadCount,
    summary: 'How many are unread (snoozed ones not counted)',
    answers: { 200: unreadCountResponseSchema },
  },
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
  stream: {
    method: 'GET',
    url: NOTIFICATION_PATHS.stream,
    summary: 'Follow your notifications: each one as it comes, while the stream is open',
    answers: { 200: eventStreamResponse('NotificationStreamEvent (data: JSON)') },
  },
} as const satisfies Record<string, RouteContract>;
