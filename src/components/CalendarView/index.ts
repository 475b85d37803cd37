export {
  CALENDAR_VIEWS,
  CalendarView,
  type CalendarViewName,
  type CalendarViewProps,
} from './CalendarView';
