import type { IntlShape } from 'react-intl';
import { WEEKDAYS, type Recurrence, type Weekday } from '@/api/schema/calendarRecurrence';

// 2024-01-01 was a Monday: a date per weekday, for the locale's names of the days.
const weekdayDate = (day: Weekday) => new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));

/**
 * An automation's repeat as a sentence in the user's language ("Every weekday at 08:00"): the
 * days and the time in the locale's words, the time on the automation's own wall clock.
 */
export function repeatInWords(intl: IntlShape, recurrence: Recurrence, start: string): string {
  const [hours = 0, minutes = 0] = start.slice(11, 16).split(':').map(Number);
  const time = intl.formatTime(new Date(Date.UTC(2024, 0, 1, hours, minutes)), {
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  const days = intl.formatList(
    (recurrence.weekdays ?? []).map((day) =>
      intl.formatDate(weekdayDate(day), { weekday: 'long', timeZone: 'UTC' }),
    ),
  );
  return intl.formatMessage(
    { id: `agent.automations.repeat.${recurrence.frequency}` },
    { interval: recurrence.interval, time, days },
  );
}
