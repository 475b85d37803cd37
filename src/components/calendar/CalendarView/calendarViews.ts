import type { Locale } from '@/config';

/** Our view names and FullCalendar's for them; kept apart so the toolbar needs no grid. */
export const CALENDAR_VIEWS = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  agenda: 'listMonth',
} as const;
export type CalendarViewName = keyof typeof CALENDAR_VIEWS;

/**
 * The day a week starts on (0 Sunday … 6 Saturday) per locale, as FullCalendar's locales have it.
 * The grid is given it explicitly, so the page asks the server for exactly the days drawn.
 */
export const FIRST_DAY_OF_WEEK: Record<Locale, number> = { en: 0, fr: 1, ro: 1, zh: 1 };
