import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { StatusScreen } from '@/components/shared/StatusScreens';

export interface CalendarUnavailableProps {
  /** not_shared: the calendar exists and is someone else's; not_found: no such user. */
  reason: 'not_shared' | 'not_found';
  username: string;
  /** Where "Go to my calendar" leads. */
  myCalendarLink: string;
}

/** Why a calendar cannot be shown: not shared with you, or no such calendar (docs/product.md §8). */
export function CalendarUnavailable({
  reason,
  username,
  myCalendarLink,
}: CalendarUnavailableProps) {
  return (
    <StatusScreen
      variant="embedded"
      mark={reason === 'not_shared' ? <LockOutlined /> : <EventBusyOutlined />}
      title={<FormattedMessage id={`calendar.${reason}.title`} />}
      description={<FormattedMessage id={`calendar.${reason}.description`} values={{ username }} />}
    >
      <Button component={RouterLink} to={myCalendarLink} variant="contained">
        <FormattedMessage id="calendar.goToMine" />
      </Button>
    </StatusScreen>
  );
}
