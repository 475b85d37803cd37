// Only light modules here: the grid (FullCalendar) is reached through LazyCalendarView, or a
// static import of this barrel would pull it into every importer (docs/calendar.md).
export type { CalendarViewProps } from './CalendarView';
export { CALENDAR_VIEWS, FIRST_DAY_OF_WEEK, type CalendarViewName } from './calendarViews';
export { CalendarToolbar, type CalendarToolbarProps } from './CalendarToolbar';
export { LazyCalendarView } from './LazyCalendarView';
