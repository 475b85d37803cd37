import { useEffect, useRef } from 'react';

interface NewEventRequest {
  /** `?new=1` (newEventLink, Home's "Add an event"). */
  wanted: boolean;
  /** The calendar and its access are known. */
  ready: boolean;
  readOnly: boolean;
  create: () => void;
  drop: () => void;
}

/** Opens the new-event dialog a link asks for, once; a read-only viewer just gets the calendar. */
export function useNewEventRequest({ wanted, ready, readOnly, create, drop }: NewEventRequest) {
  const latest = useRef({ create, drop });
  useEffect(() => {
    latest.current = { create, drop };
  });
  useEffect(() => {
    if (!wanted || !ready) return;
    if (!readOnly) latest.current.create();
    latest.current.drop();
  }, [wanted, ready, readOnly]);
}
