import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { labelOf } from './reminderChoices';

/** How a reminder reads in the user's language: "10 minutes before", "The day before at 9:00". */
export function useReminderLabel() {
  const intl = useIntl();
  return useCallback(
    (minutes: number, allDay: boolean): string => {
      const label = labelOf(minutes, allDay);
      if (label.id !== 'reminder.allDayAt')
        return intl.formatMessage({ id: label.id }, 'values' in label ? label.values : undefined);
      const time = intl.formatTime(Date.UTC(2000, 0, 1, 0, label.values.minutesOfDay), {
        timeZone: 'UTC',
        hour: 'numeric',
        minute: '2-digit',
      });
      return intl.formatMessage({ id: label.id }, { days: label.values.days, time });
    },
    [intl],
  );
}
