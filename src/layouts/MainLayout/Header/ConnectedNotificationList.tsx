import { useNavigate } from 'react-router-dom';
import { NotificationList } from '@/components/notifications/NotificationList';
import { useFeedback } from '@/hooks/useFeedback';
import { notificationLink } from '@/lib/notificationLink';
import {
  useListNotificationsInfiniteQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useSnoozeNotificationMutation,
} from '@/state/api/notificationsApi';
import { queryStatus } from '@/state/api/loadStatus';
import { useViewerTimeZone } from '@/state/timeZone/useViewerTimeZone';

export interface ConnectedNotificationListProps {
  /** Closes the popover: an opened notification leaves for its target. */
  onClose: () => void;
}

/** The bell's list on the notification endpoints: asked for only while the popover is open. */
export function ConnectedNotificationList({ onClose }: ConnectedNotificationListProps) {
  const list = useListNotificationsInfiniteQuery();
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, markingAll] = useMarkAllNotificationsReadMutation();
  const [snooze] = useSnoozeNotificationMutation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  // The zone the calendar shows days in, so a reminder opens on the day it is there.
  const { zone: timeZone } = useViewerTimeZone();
  return (
    <NotificationList
      query={queryStatus(list)}
      items={list.data?.pages.flatMap((page) => page.items) ?? []}
      timeZone={timeZone}
      hasMore={list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      onMore={() => void list.fetchNextPage()}
      onOpen={(notification) => {
        onClose();
        void navigate(notificationLink(notification, timeZone));
        if (notification.readAt === null) markRead(notification.id).unwrap().catch(feedback.failed);
      }}
      onSnooze={(notification, until) =>
        snooze({ id: notification.id, until })
          .unwrap()
          .then(() => feedback.notify('notificationCentre.snoozed', 'info'))
          .catch(feedback.failed)
      }
      markingAllRead={markingAll.isLoading}
      onMarkAllRead={() => markAllRead().unwrap().catch(feedback.failed)}
    />
  );
}
