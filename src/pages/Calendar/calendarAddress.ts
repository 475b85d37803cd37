import { CALENDAR_VIEWS, type CalendarViewName } from '@/components/calendar/CalendarView';

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isCalendarView = (value: string | null): value is CalendarViewName =>
  value !== null && Object.hasOwn(CALENDAR_VIEWS, value);

/** A `YYYY-MM-DD` the address may carry; anything else falls back to today. */
export function validDate(value: string | null): value is string {
  return value !== null && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0));
  target.setUTCDate(Math.min(day, last.getUTCDate()));
  return target.toISOString().slice(0, 10);
}

/** The date one period before (-1) or after (+1) `date` in `view`. */
export function stepDate(view: CalendarViewName, date: string, direction: 1 | -1): string {
  if (view === 'month' || view === 'agenda') return addMonths(date, direction);
  return addDays(date, direction * (view === 'week' ? 7 : 1));
}

/**
 * The instants to ask the server for: the period with a week's margin on each side, which covers
 * the days a month grid shows of its neighbours and any viewer's zone.
 */
export function rangeOf(view: CalendarViewName, date: string): { from: string; to: string } {
  const [from, to] =
    view === 'month' || view === 'agenda'
      ? [`${date.slice(0, 8)}01`, addMonths(`${date.slice(0, 8)}01`, 1)]
      : [date, addDays(date, view === 'week' ? 7 : 1)];
  return {
    from: `${addDays(from, -7)}T00:00:00.000Z`,
    to: `${addDays(to, 7)}T00:00:00.000Z`,
  };
}
