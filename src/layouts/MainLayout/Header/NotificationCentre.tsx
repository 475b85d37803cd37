import { useState } from 'react';
import { NotificationBell } from '@/components/notifications/NotificationBell';
import { useLiveNotifications } from '@/hooks/useLiveNotifications';
import { useUnreadNotificationsQuery } from '@/state/api/notificationsApi';
import { ConnectedNotificationList } from './ConnectedNotificationList';

/** The header's bell on the unread count, with the list in its popover; live while open. */
export function NotificationCentre() {
  const [open, setOpen] = useState(false);
  useLiveNotifications();
  const unread = useUnreadNotificationsQuery();
  return (
    <NotificationBell unread={unread.data ?? null} open={open} onOpenChange={setOpen}>
      <ConnectedNotificationList onClose={() => setOpen(false)} />
    </NotificationBell>
  );
}
