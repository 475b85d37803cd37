import { TodayWidget } from '@/components/home/TodayWidget';
import { calendarLink, newEventLink } from '@/routes/paths';
import { useHomeToday } from './useHomeToday';

export interface HomeTodayProps {
  now: Date;
  slowThresholdMs?: number;
}

/** Home's "Today", wired to the viewer's events and time zone. */
export function HomeToday({ now, slowThresholdMs }: HomeTodayProps) {
  const today = useHomeToday(now);
  return (
    <TodayWidget
      events={today.events}
      status={today.status}
      error={today.error}
      onRetry={today.retry}
      timeZone={today.zone}
      now={now}
      eventLink={(event) => calendarLink(today.username, event.id)}
      calendarLink={calendarLink(today.username)}
      newEventLink={newEventLink(today.username)}
      slowThresholdMs={slowThresholdMs}
    />
  );
}
