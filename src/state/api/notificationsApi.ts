import type {
  Notification,
  NotificationListResponse,
  SnoozeChoice,
  UnreadCountResponse,
} from '@/api/schema';
import {
  NOTIFICATION_PATHS,
  notificationListResponseSchema,
  notificationResponseSchema,
  readAllResponseSchema,
  unreadCountResponseSchema,
} from '@/api/schema/notifications';
import { withId, withListTag } from './featureApi';
import { pagedBy, unwrap } from './responseShapes';

const { api, list: LIST } = withListTag('Notification');
const UNREAD = { type: 'Notification' as const, id: 'UNREAD' };

/** The notification centre (docs/server.md "Notifications"): the bell's count and its list. */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listNotifications: build.infiniteQuery<NotificationListResponse, void, string | null>({
      infiniteQueryOptions: pagedBy('next'),
      query: ({ pageParam }) => ({
        url: NOTIFICATION_PATHS.list,
        params: pageParam ? { before: pageParam } : {},
      }),
      responseSchema: notificationListResponseSchema,
      providesTags: [LIST],
    }),
    unreadNotifications: build.query<number, void, UnreadCountResponse>({
      query: () => ({ url: NOTIFICATION_PATHS.unreadCount }),
      ...unwrap(unreadCountResponseSchema, 'unread'),
      providesTags: [UNREAD],
    }),
    markNotificationRead: build.mutation<Notification, string, { notification: Notification }>({
      query: (id) => ({ url: withId(NOTIFICATION_PATHS.read, id), method: 'POST' }),
      ...unwrap(notificationResponseSchema, 'notification'),
      invalidatesTags: [LIST, UNREAD],
    }),
    markAllNotificationsRead: build.mutation<number, void, { marked: number }>({
      query: () => ({ url: NOTIFICATION_PATHS.readAll, method: 'POST' }),
      ...unwrap(readAllResponseSchema, 'marked'),
      invalidatesTags: [LIST, UNREAD],
    }),
    snoozeNotification: build.mutation<
      Notification,
      { id: string; until: SnoozeChoice },
      { notification: Notification }
    >({
      query: ({ id, until }) => ({
        url: withId(NOTIFICATION_PATHS.snooze, id),
        method: 'POST',
        data: { until },
      }),
      ...unwrap(notificationResponseSchema, 'notification'),
      invalidatesTags: [LIST, UNREAD],
    }),
  }),
});

export const {
  useListNotificationsInfiniteQuery,
  useUnreadNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useSnoozeNotificationMutation,
} = notificationsApi;
