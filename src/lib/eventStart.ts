import type { IntlShape } from 'react-intl';

/**
 * When an event starts, as the calendar writes it in the reader's language: the day and the
 * time in `timeZone` (the browser's when none is given), or the day alone for an all-day event,
 * whose floating date (midnight UTC) is read in UTC so it does not move to a neighbouring day.
 */
export function formatEventStart(
  intl: IntlShape,
  start: string,
  allDay: boolean,
  timeZone?: string,
): string {
  return allDay
    ? intl.formatDate(start, { dateStyle: 'medium', timeZone: 'UTC' })
    : intl.formatDate(start, { dateStyle: 'medium', timeStyle: 'short', timeZone });
}
