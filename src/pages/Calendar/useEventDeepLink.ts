import { useEffect, useRef } from 'react';
import type { CalendarEvent } from '@/api/schema';
import { useFeedback } from '@/hooks/useFeedback';
import { useLazyGetEventQuery } from '@/state/api/calendarApi';

interface DeepLink {
  username: string;
  /** `?event=<id>` (calendarLink), or null. */
  eventId: string | null;
  /** The calendar is known, so its access is too. */
  ready: boolean;
  open: (event: CalendarEvent) => void;
  /** Takes the parameter away, opened or not. */
  drop: () => void;
}

/** Opens the event a link names (Home's Today widget, search); a gone event is said so. */
export function useEventDeepLink({ username, eventId, ready, open, drop }: DeepLink) {
  const feedback = useFeedback();
  const [fetchEvent] = useLazyGetEventQuery();
  const latest = useRef({ open, drop, feedback });
  useEffect(() => {
    latest.current = { open, drop, feedback };
  });
  useEffect(() => {
    if (!eventId || !ready) return;
    let live = true;
    fetchEvent({ username, id: eventId })
      .unwrap()
      .then(
        (event) => live && latest.current.open(event),
        () => live && latest.current.feedback.notify('calendar.page.eventMissing', 'warning'),
      )
      .finally(() => live && latest.current.drop());
    return () => {
      live = false;
    };
  }, [eventId, ready, username, fetchEvent]);
}
