export { CalendarUnavailable, type CalendarUnavailableProps } from './CalendarUnavailable';
export { LeaveCalendarDialog, type LeaveCalendarDialogProps } from './LeaveCalendarDialog';
export { ReadOnlyBanner, type ReadOnlyBannerProps } from './ReadOnlyBanner';
