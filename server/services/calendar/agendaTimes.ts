import { dateInZone, fromWallClock, toWallClock } from '@/api/schema';
import type { CalendarEvent } from '@/api/schema/calendar';

const DAY = 86_400_000;

const nextDate = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

/**
 * The first instant strictly after `afterMs` whose wall clock in `zone` reads `time` (`HH:mm`),
 * so the agenda keeps its local hour across daylight-saving changes.
 */
export function nextAgendaAt(zone: string, time: string, afterMs: number): Date {
  let date = dateInZone(new Date(afterMs), zone);
  for (;;) {
    const at = fromWallClock(`${date}T${time}:00`, zone);
    if (at.getTime() > afterMs) return at;
    date = nextDate(date);
  }
}

/** The instants to ask the range for: the local day, widened by a day each side for all-day dates. */
export function agendaRange(date: string, zone: string): { from: string; to: string } {
  const from = fromWallClock(`${date}T00:00:00`, zone).getTime() - DAY;
  const to = fromWallClock(`${nextDate(date)}T00:00:00`, zone).getTime() + DAY;
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/**
 * The events of `date` in `zone`: all-day ones whose dates include it (their dates are floating),
 * then timed ones overlapping its local midnight to midnight, by start.
 */
export function agendaOfDay(events: readonly CalendarEvent[], date: string, zone: string) {
  const start = fromWallClock(`${date}T00:00:00`, zone).getTime();
  const end = fromWallClock(`${nextDate(date)}T00:00:00`, zone).getTime();
  const allDay = events.filter(
    (event) => event.allDay && event.start.slice(0, 10) <= date && date < event.end.slice(0, 10),
  );
  const timed = events.filter(
    (event) => !event.allDay && Date.parse(event.start) < end && Date.parse(event.end) > start,
  );
  return [...allDay, ...timed.sort((a, b) => a.start.localeCompare(b.start))];
}

/** `HH:mm` of an instant in a zone. */
export const timeInZone = (instant: string, zone: string) =>
  toWallClock(instant, zone).slice(11, 16);
