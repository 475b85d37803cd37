import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CalendarViewName } from '@/components/calendar/CalendarView';
import { CALENDAR_PARAMS, NEW_EVENT } from '@/routes/paths';
import { isCalendarView, stepDate, validDate } from './calendarAddress';

/**
 * The view and the day shown live in the address (`?view=week&date=2026-03-14`), so a reload,
 * a shared link and Back all come back to the same place; a wrong value falls back quietly.
 */
export function useCalendarAddress(today: string) {
  const [params, setParams] = useSearchParams();
  const viewParam = params.get(CALENDAR_PARAMS.view);
  const dateParam = params.get(CALENDAR_PARAMS.date);
  const view: CalendarViewName = isCalendarView(viewParam) ? viewParam : 'month';
  const date = validDate(dateParam) ? dateParam : today;
  const eventId = params.get(CALENDAR_PARAMS.event);
  const wantsNew = params.get(CALENDAR_PARAMS.new) === NEW_EVENT;

  const go = useCallback(
    (changes: Partial<Record<keyof typeof CALENDAR_PARAMS, string | null>>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            const key = CALENDAR_PARAMS[name as keyof typeof CALENDAR_PARAMS];
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  return {
    view,
    date,
    eventId,
    wantsNew,
    setView: (next: CalendarViewName) => go({ view: next }),
    step: (direction: 1 | -1) => go({ date: stepDate(view, date, direction) }),
    goToday: () => go({ date: today }),
    /** The deep-linked event was opened or is gone: the link lets go without a history entry. */
    dropEvent: () => go({ event: null }, true),
    /** The new-event request was served (or cannot be, read-only): it leaves no history entry. */
    dropNew: () => go({ new: null }, true),
  };
}
