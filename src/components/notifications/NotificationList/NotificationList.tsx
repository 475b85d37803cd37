import DoneAll from '@mui/icons-material/DoneAll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Notification, SnoozeChoice } from '@/api/schema/notifications';
import { QueryStatus, type QueryState } from '@/components/shared/QueryStatus';
import { NotificationItem } from './NotificationItem';

export interface NotificationListProps {
  query: QueryState;
  items: readonly Notification[];
  timeZone: string;
  /** An older page is there to ask for. */
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onOpen: (notification: Notification) => void;
  onSnooze: (notification: Notification, until: SnoozeChoice) => void;
  onMarkAllRead: () => void;
  markingAllRead?: boolean;
  /** Override of the "still loading" threshold, for stories. */
  slowThresholdMs?: number;
}

const SKELETON = { rows: 4, rowHeight: 56, gap: 8 };

/** The notification centre's list: newest first, paged, with "mark all read". */
export function NotificationList(props: NotificationListProps) {
  const headingId = useId();
  const anyUnread = props.items.some((item) => item.readAt === null);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ flexGrow: 1 }}>
          <FormattedMessage id="notificationCentre.title" />
        </Typography>
        <Button
          size="small"
          startIcon={<DoneAll />}
          disabled={!anyUnread}
          loading={props.markingAllRead}
          onClick={props.onMarkAllRead}
        >
          <FormattedMessage id="notificationCentre.markAllRead" />
        </Button>
      </Box>
      <Divider />
      <Box sx={{ maxHeight: 440, overflowY: 'auto', p: props.query.status === 'ready' ? 0 : 2 }}>
        <QueryStatus
          query={props.query}
          messages={{ loading: 'notificationCentre.loading', error: 'notificationCentre.error' }}
          skeleton={SKELETON}
          slowThresholdMs={props.slowThresholdMs}
          empty={
            props.items.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
                <FormattedMessage id="notificationCentre.empty" />
              </Typography>
            ) : null
          }
        >
          <List dense disablePadding>
            {props.items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                timeZone={props.timeZone}
                onOpen={props.onOpen}
                onSnooze={props.onSnooze}
              />
            ))}
          </List>
          {props.hasMore && (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
              <Button size="small" loading={props.loadingMore} onClick={props.onMore}>
                <FormattedMessage id="notificationCentre.more" />
              </Button>
            </Box>
          )}
        </QueryStatus>
      </Box>
    </Box>
  );
}
