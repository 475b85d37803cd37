import { toWallClock } from '@/api/schema/calendarTime';
import { drawnDays } from '@/lib/calendarDays';
import type { CalendarViewName } from './calendarViews';

/** Where a week or day opens when today is not shown: the start of a working day. */
export const WORKDAY_START_HOUR = 8;

/**
 * The time a week or day view opens scrolled to: an hour before now when today is shown, so the
 * coming events are in sight, else the working day's start; never midnight with the day below
 * the fold.
 */
export function initialScrollTime(
  view: CalendarViewName,
  date: string,
  firstDay: number,
  now: Date,
  zone: string,
): string {
  const wallClock = toWallClock(now, zone);
  const today = wallClock.slice(0, 10);
  const { first, end } = drawnDays(view, date, firstDay);
  const hour =
    today >= first && today < end
      ? Math.max(0, Number(wallClock.slice(11, 13)) - 1)
      : WORKDAY_START_HOUR;
  return `${String(hour).padStart(2, '0')}:00:00`;
}
