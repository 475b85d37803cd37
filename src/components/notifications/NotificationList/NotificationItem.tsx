import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { visuallyHidden } from '@mui/utils';
import { useIntl } from 'react-intl';
import type { Notification, SnoozeChoice } from '@/api/schema/notifications';
import { formatEventStart } from '@/lib/eventStart';
import { notificationDetail } from '@/lib/notificationDetail';
import { SnoozeMenu } from './SnoozeMenu';

export interface NotificationItemProps {
  notification: Notification;
  /** The zone times are shown in (the viewer's). */
  timeZone: string;
  onOpen: (notification: Notification) => void;
  onSnooze: (notification: Notification, until: SnoozeChoice) => void;
}

/** One row of the list: unread marker, title, what it is about, when it came; opens its target. */
export function NotificationItem({
  notification,
  timeZone,
  onOpen,
  onSnooze,
}: NotificationItemProps) {
  const intl = useIntl();
  const unread = notification.readAt === null;
  const lateNote = (minutes: number | undefined) =>
    minutes === undefined
      ? ''
      : ` · ${intl.formatMessage({ id: 'notificationCentre.reminder.late' }, { minutes })}`;
  let about: string;
  if (notification.kind === 'reminder') {
    const { start, allDay, late, latenessSeconds } = notification.payload;
    const when = formatEventStart(intl, start, allDay, timeZone);
    about =
      intl.formatMessage({ id: 'notificationCentre.reminder.starts' }, { when }) +
      lateNote(late ? Math.max(1, Math.round(latenessSeconds / 60)) : undefined);
  } else {
    const detail = notificationDetail(notification);
    about = detail
      ? intl.formatMessage({ id: detail.id }, detail.values) + lateNote(detail.lateMinutes)
      : '';
  }
  return (
    <ListItem
      disablePadding
      secondaryAction={
        <SnoozeMenu
          title={notification.title}
          onSnooze={(until) => onSnooze(notification, until)}
        />
      }
    >
      <ListItemButton
        onClick={() => onOpen(notification)}
        sx={{ alignItems: 'flex-start', gap: 1.5 }}
      >
        <Box
          aria-hidden
          sx={{
            mt: 1,
            width: 8,
            height: 8,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: unread ? 'primary.main' : 'transparent',
          }}
        />
        <ListItemText
          primary={
            <>
              {unread && (
                <Box component="span" sx={visuallyHidden}>
                  {intl.formatMessage({ id: 'notificationCentre.unread' })}:{' '}
                </Box>
              )}
              {/* A title is the user's text (an event's, a file's): it keeps its own direction. */}
              <bdi>{notification.title}</bdi>
            </>
          }
          secondary={
            <>
              {about}
              <Box component="span" sx={{ display: 'block' }}>
                {/* Isolated, so digits first ("4/10/26, 10:43 AM") read in order in rtl too. */}
                <bdi>
                  <time dateTime={notification.createdAt}>
                    {intl.formatDate(notification.createdAt, {
                      dateStyle: 'short',
                      timeStyle: 'short',
                      timeZone,
                    })}
                  </time>
                </bdi>
              </Box>
            </>
          }
          slotProps={{
            primary: {
              sx: {
                fontWeight: unread ? 600 : 400,
                overflowWrap: 'anywhere',
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              },
            },
          }}
        />
      </ListItemButton>
    </ListItem>
  );
}
