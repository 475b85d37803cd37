import { useState } from 'react';
import { NotificationBell } from '@/components/notifications/NotificationBell';
import { useUnreadNotificationsQuery } from '@/state/api/notificationsApi';
import { ConnectedNotificationList } from './ConnectedNotificationList';

/** The header's bell on the unread count, with the list in its popover. */
export function NotificationCentre() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadNotificationsQuery();
  return (
    <NotificationBell unread={unread.data ?? null} open={open} onOpenChange={setOpen}>
      <ConnectedNotificationList onClose={() => setOpen(false)} />
    </NotificationBell>
  );
}
