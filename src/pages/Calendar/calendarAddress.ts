import { CALENDAR_VIEWS, type CalendarViewName } from '@/components/calendar/CalendarView';
import { addDays, addMonths, drawnDays } from '@/lib/calendarDays';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isCalendarView = (value: string | null): value is CalendarViewName =>
  value !== null && Object.hasOwn(CALENDAR_VIEWS, value);

/** A `YYYY-MM-DD` the address may carry; anything else falls back to today. */
export function validDate(value: string | null): value is string {
  return value !== null && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** The date one period before (-1) or after (+1) `date` in `view`. */
export function stepDate(view: CalendarViewName, date: string, direction: 1 | -1): string {
  if (view === 'month' || view === 'agenda') return addMonths(date, direction);
  return addDays(date, direction * (view === 'week' ? 7 : 1));
}

/**
 * The instants to ask the server for: every day the view draws (a month grid shows six weeks,
 * with days of its neighbours), and a day more on each side, since the grid draws days in the
 * viewer's zone (at most 14 hours from UTC) and the range is in UTC.
 */
export function rangeOf(
  view: CalendarViewName,
  date: string,
  firstDay: number,
): { from: string; to: string } {
  const { first, end } = drawnDays(view, date, firstDay);
  return {
    from: `${addDays(first, -1)}T00:00:00.000Z`,
    to: `${addDays(end, 1)}T00:00:00.000Z`,
  };
}
