import type { CalendarViewName } from '@/components/calendar/CalendarView';

const DAY_MS = 86_400_000;

/** Calendar dates (`YYYY-MM-DD`) counted in whole days, free of any zone. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0));
  target.setUTCDate(Math.min(day, last.getUTCDate()));
  return target.toISOString().slice(0, 10);
}

/** Days a month grid draws: six whole weeks from the week holding the 1st (FullCalendar's `fixedWeekCount`). */
const MONTH_GRID_DAYS = 42;

/** The start of the week holding `date`, for a week that starts on `firstDay` (0 Sunday). */
function weekStart(date: string, firstDay: number): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday - firstDay + 7) % 7));
}

/** The days `view` draws around `date`: `[first, end)`, as `YYYY-MM-DD`. */
export function drawnDays(
  view: CalendarViewName,
  date: string,
  firstDay: number,
): { first: string; end: string } {
  const monthStart = `${date.slice(0, 8)}01`;
  switch (view) {
    case 'month': {
      const first = weekStart(monthStart, firstDay);
      return { first, end: addDays(first, MONTH_GRID_DAYS) };
    }
    case 'agenda':
      return { first: monthStart, end: addMonths(monthStart, 1) };
    case 'week': {
      const first = weekStart(date, firstDay);
      return { first, end: addDays(first, 7) };
    }
    case 'day':
      return { first: date, end: addDays(date, 1) };
  }
}
