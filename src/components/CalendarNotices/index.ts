export { CalendarUnavailable, type CalendarUnavailableProps } from './CalendarUnavailable';
export { ReadOnlyBanner } from './ReadOnlyBanner';
