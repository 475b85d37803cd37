/** Our view names and FullCalendar's for them; kept apart so the toolbar needs no grid. */
export const CALENDAR_VIEWS = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  agenda: 'listMonth',
} as const;
export type CalendarViewName = keyof typeof CALENDAR_VIEWS;
