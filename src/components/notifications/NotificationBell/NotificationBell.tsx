import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** Above this the badge reads "99+". */
export const BADGE_MAX = 99;

export interface NotificationBellProps {
  /** Unread notifications; null until the count is known (no badge). */
  unread: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list, rendered only while the popover is open. */
  children: ReactNode;
}

/** The header's bell: the unread count as a badge and in its name, opening the list below it. */
export function NotificationBell({ unread, open, onOpenChange, children }: NotificationBellProps) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const label = intl.formatMessage(
    { id: unread ? 'notificationCentre.bell.unread' : 'notificationCentre.bell' },
    // The name says what the badge shows ("99+"), so what is seen is what is heard.
    { count: unread ?? 0, shown: unread && unread > BADGE_MAX ? `${BADGE_MAX}+` : unread },
  );
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          ref={setAnchor}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popoverId : undefined}
          onClick={() => onOpenChange(!open)}
        >
          {/* The count is in the button's name; the badge only shows it. */}
          <Badge
            badgeContent={unread || null}
            max={BADGE_MAX}
            color="error"
            slotProps={{ badge: { 'aria-hidden': true } }}
          >
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={open && anchor !== null}
        anchorEl={anchor}
        onClose={() => onOpenChange(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': intl.formatMessage({ id: 'notificationCentre.title' }),
            sx: { width: 380, maxWidth: 'calc(100vw - 16px)' },
          },
        }}
      >
        {children}
      </Popover>
    </>
  );
}
