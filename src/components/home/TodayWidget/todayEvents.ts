import { dateInZone } from '@/api/schema/calendarTime';

export interface TodayEvent {
  id: string;
  occurrenceId: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  location: string;
}

/**
 * At most this many rows: the widget is a glance, the calendar holds the rest. Its body keeps room
 * for them all in every state, so four keep it as tall as the notes widgets' five.
 */
export const TODAY_WIDGET_MAX = 4;
const DAY = 86_400_000;

/** The viewer's date of an event's start: all-day events carry floating dates (docs/calendar.md). */
const startDate = (event: TodayEvent, zone: string) =>
  event.allDay ? event.start.slice(0, 10) : dateInZone(event.start, zone);

/**
 * The events still ahead today and those of tomorrow, in the viewer's zone, by start (all-day
 * first), at most TODAY_WIDGET_MAX in all. An event already over today is left out.
 */
export function todayAndTomorrow(
  events: readonly TodayEvent[],
  now: Date,
  zone: string,
): { today: TodayEvent[]; tomorrow: TodayEvent[] } {
  const today = dateInZone(now, zone);
  const tomorrow = dateInZone(new Date(now.getTime() + DAY), zone);
  const ends = (event: TodayEvent) =>
    event.allDay ? Date.parse(`${event.end.slice(0, 10)}T00:00:00Z`) : Date.parse(event.end);
  const ordered = [...events].sort(
    (a, b) => Number(b.allDay) - Number(a.allDay) || a.start.localeCompare(b.start),
  );
  const inDay = (date: string) => ordered.filter((event) => startDate(event, zone) === date);
  const todays = inDay(today).filter((event) => event.allDay || ends(event) > now.getTime());
  const tomorrows = inDay(tomorrow).slice(0, Math.max(0, TODAY_WIDGET_MAX - todays.length));
  return { today: todays.slice(0, TODAY_WIDGET_MAX), tomorrow: tomorrows };
}
