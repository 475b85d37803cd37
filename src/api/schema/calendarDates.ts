import { z } from './zodSetup';

/**
 * The instants an event may hold: a day inside years 1–9999 at each end, so that in every zone
 * (offsets run from -12:00 to +14:00) its dates stay within years 1–9999, which PostgreSQL,
 * `Intl` and iCalendar all read alike. A range may reach to the very edges.
 */
export const CALENDAR_INSTANTS = {
  event: { first: Date.parse('0001-01-02T00:00:00Z'), last: Date.parse('9999-12-30T23:59:59Z') },
  range: { first: Date.parse('0001-01-01T00:00:00Z'), last: Date.parse('9999-12-31T23:59:59Z') },
} as const;

/** rrule reads years below 100 as 19xx: a repeating event starts in this year or later. */
export const RECURRING_FIRST_YEAR = 1000;

export type InstantWindow = (typeof CALENDAR_INSTANTS)[keyof typeof CALENDAR_INSTANTS];

/** True for an ISO instant (or milliseconds) inside `window`. */
export function isCalendarInstant(
  instant: string | number,
  window: InstantWindow = CALENDAR_INSTANTS.event,
): boolean {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  return Number.isFinite(ms) && ms >= window.first && ms <= window.last;
}

/** An ISO 8601 instant with an offset, inside `window` (else the field code `invalid_date`). */
export const calendarInstant = (window: InstantWindow = CALENDAR_INSTANTS.event) =>
  z.iso.datetime({ offset: true }).refine((value) => isCalendarInstant(value, window), {
    params: { fieldCode: 'invalid_date' },
  });
