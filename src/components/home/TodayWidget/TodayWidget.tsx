import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { type QueryState, QueryStatus } from '@/components/shared/QueryStatus';
import {
  WIDGET_ROW_HEIGHT,
  WIDGET_SKELETON,
  WidgetCard,
  WidgetEmpty,
  WidgetRow,
} from '@/components/home/WidgetCard';
import { todayAndTomorrow, TODAY_WIDGET_MAX, type TodayEvent } from './todayEvents';

/** A day's heading ("Today", "Tomorrow") above its events. */
const DAY_HEADING_HEIGHT = 36;
/** Its longest list: both days' headings and the most events it shows. */
const BODY_MIN_HEIGHT = 2 * DAY_HEADING_HEIGHT + TODAY_WIDGET_MAX * WIDGET_ROW_HEIGHT;

export interface TodayWidgetProps extends QueryState {
  events: readonly TodayEvent[];
  /** The viewer's time zone: the days and times are theirs. */
  timeZone: string;
  now: Date;
  /** Where an event opens: the calendar with its dialog open. */
  eventLink: (event: TodayEvent) => string;
  /** Where "Open calendar" and "Add an event" lead. */
  calendarLink: string;
  newEventLink: string;
  slowThresholdMs?: number;
}

/** Home's glance at the calendar: what is left of today and what tomorrow holds. */
export function TodayWidget(props: TodayWidgetProps) {
  const { status, calendarLink } = props;
  return (
    <WidgetCard
      title={<FormattedMessage id="home.today.title" />}
      bodyMinHeight={BODY_MIN_HEIGHT}
      action={
        status === 'ready' ? (
          <Button component={RouterLink} to={calendarLink} size="small">
            <FormattedMessage id="home.today.openCalendar" />
          </Button>
        ) : null
      }
    >
      <TodayWidgetBody {...props} />
    </WidgetCard>
  );
}

function TodayWidgetBody({
  events,
  timeZone,
  now,
  eventLink,
  newEventLink,
  slowThresholdMs,
  ...query
}: TodayWidgetProps) {
  const intl = useIntl();
  const days = todayAndTomorrow(events, now, timeZone);
  const when = (event: TodayEvent) =>
    event.allDay
      ? intl.formatMessage({ id: 'home.today.allDay' })
      : intl.formatDateTimeRange(new Date(event.start), new Date(event.end), {
          hour: 'numeric',
          minute: '2-digit',
          timeZone,
        });
  return (
    <QueryStatus
      query={query}
      messages={{ loading: 'home.today.loading', error: 'home.today.error' }}
      skeleton={WIDGET_SKELETON}
      empty={
        days.today.length + days.tomorrow.length > 0 ? null : (
          <WidgetEmpty
            message={<FormattedMessage id="home.today.empty" />}
            action={{ to: newEventLink, label: <FormattedMessage id="home.today.add" /> }}
          />
        )
      }
      slowThresholdMs={slowThresholdMs}
    >
      {(['today', 'tomorrow'] as const).map((day) =>
        days[day].length === 0 ? null : (
          <List
            key={day}
            dense
            disablePadding
            aria-label={intl.formatMessage({ id: `home.today.${day}` })}
            subheader={
              <ListSubheader
                disableSticky
                sx={{ px: 0, lineHeight: `${DAY_HEADING_HEIGHT}px`, bgcolor: 'transparent' }}
              >
                <FormattedMessage id={`home.today.${day}`} />
              </ListSubheader>
            }
          >
            {days[day].map((event) => (
              <WidgetRow
                key={event.occurrenceId}
                to={eventLink(event)}
                primary={event.title}
                secondary={[when(event), event.location].filter(Boolean).join(' · ')}
              />
            ))}
          </List>
        ),
      )}
    </QueryStatus>
  );
}
