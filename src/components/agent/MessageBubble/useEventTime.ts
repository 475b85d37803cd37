import { useCallback } from 'react';
import { useIntl } from 'react-intl';

interface Timed {
  start: string;
  end: string;
  allDay: boolean;
  timeZone: string;
}

/** An event's when, in the reader's language and the event's zone: a day, or a time range. */
export function useEventTime() {
  const intl = useIntl();
  return useCallback(
    ({ start, end, allDay, timeZone }: Timed) =>
      allDay
        ? intl.formatDate(start, { dateStyle: 'medium', timeZone })
        : intl.formatDateTimeRange(new Date(start), new Date(end), {
            dateStyle: 'medium',
            timeStyle: 'short',
            timeZone,
          }),
    [intl],
  );
}
