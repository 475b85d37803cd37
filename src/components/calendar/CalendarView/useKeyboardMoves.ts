import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { CalendarEvent } from '@/api/schema';
import { keyboardMove } from './keyboardMoves';

/** The attribute each rendered event carries: its occurrence, for the keys to find. */
export const OCCURRENCE_ATTRIBUTE = 'data-occurrence';

interface KeyboardMoveOptions {
  byOccurrence: ReadonlyMap<string, CalendarEvent>;
  timeGrid: boolean;
  rtl: boolean;
  zone: string;
  enabled: boolean;
  onChangeTimes: (event: CalendarEvent, times: { start: string; end: string }) => void;
}

/**
 * Arrows (and Shift with an arrow) on a focused event move or resize it, the keyboard's way to
 * do what a drag does; each change is announced, and focus comes back to the event once the
 * grid has drawn it at its new place.
 */
export function useKeyboardMoves(options: KeyboardMoveOptions) {
  const intl = useIntl();
  const hintId = useId();
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<string | null>(null);

  const onKeyDown = (keyEvent: KeyboardEvent<HTMLElement>) => {
    if (!options.enabled || keyEvent.altKey || keyEvent.ctrlKey || keyEvent.metaKey) return;
    const element = (keyEvent.target as HTMLElement).closest(`[${OCCURRENCE_ATTRIBUTE}]`);
    const event = options.byOccurrence.get(element?.getAttribute(OCCURRENCE_ATTRIBUTE) ?? '');
    if (!event) return;
    const move = keyboardMove(keyEvent.key, keyEvent.shiftKey, event, options);
    if (!move) return;
    keyEvent.preventDefault();
    refocus.current = event.occurrenceId;
    const when = intl.formatDateTimeRange(new Date(move.start), new Date(move.end), {
      dateStyle: 'medium',
      ...(event.allDay ? { timeZone: 'UTC' } : { timeStyle: 'short', timeZone: options.zone }),
    });
    setAnnouncement(
      intl.formatMessage({ id: `calendar.keyboard.${move.kind}` }, { title: event.title, when }),
    );
    options.onChangeTimes(event, { start: move.start, end: move.end });
  };

  /** Marks a drawn event for the keys, and gives focus back to the one just moved. */
  const onEventMounted = (element: HTMLElement, occurrenceId: string) => {
    element.setAttribute(OCCURRENCE_ATTRIBUTE, occurrenceId);
    if (!options.enabled) return;
    element.setAttribute('aria-describedby', hintId);
    if (refocus.current === occurrenceId) {
      refocus.current = null;
      element.focus();
    }
  };

  return { onKeyDown, onEventMounted, hintId, announcement };
}
