import {
  dateInZone,
  recurrenceToRrule,
  type EventChanges,
  type NewEvent,
  type Recurrence,
} from '@/api/schema';
import { seriesEnd } from '@/api/schema/calendarExpansion';
import { sql, type SqlFragment } from '../../db/index.ts';
import type { EventRow } from './eventsQuery.ts';
import { assertStorable } from './ruleCheck.ts';

const DAY = 86_400_000;

/** The stored fields of one row, as a change computes them before writing. */
export interface EventFields {
  title: string;
  description: string;
  location: string;
  color: NewEvent['color'];
  allDay: boolean;
  start: string;
  end: string;
  timeZone: string;
  rrule: string | null;
  exdates: string[];
  /** Minutes before each occurrence's start, sorted. */
  reminders: number[];
}

const midnight = (iso: string) => `${iso.slice(0, 10)}T00:00:00.000Z`;

/**
 * All-day events are floating dates (midnight UTC of the local date); an end inside a day
 * reaches to the end of that day, and an all-day event lasts at least one day.
 */
export function normalizeTimes(allDay: boolean, start: string, end: string) {
  if (!allDay) return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
  const from = midnight(start);
  const endMidnight = midnight(end);
  const to =
    Date.parse(endMidnight) < Date.parse(end)
      ? Date.parse(endMidnight) + DAY
      : Date.parse(endMidnight);
  return { start: from, end: new Date(Math.max(to, Date.parse(from) + DAY)).toISOString() };
}

/** The RRULE a recurrence gives for an event starting at `start`. */
export function ruleFor(
  recurrence: Recurrence | null,
  start: string,
  zone: string,
  allDay: boolean,
) {
  if (!recurrence) return null;
  const startDate = allDay ? start.slice(0, 10) : dateInZone(start, zone);
  return recurrenceToRrule(recurrence, startDate, zone, allDay);
}

export function fieldsOfNew(event: NewEvent): EventFields {
  const times = normalizeTimes(event.allDay, event.start, event.end);
  return {
    title: event.title,
    description: event.description,
    location: event.location,
    color: event.color,
    allDay: event.allDay,
    ...times,
    timeZone: event.timeZone,
    rrule: ruleFor(event.recurrence, times.start, event.timeZone, event.allDay),
    exdates: [],
    reminders: event.reminders ?? [],
  };
}

/**
 * `base` with `changes` applied: a start without an end moves the event and keeps its length;
 * a changed recurrence is read against the new start. `shiftBy` moves the base's times first
 * (a drag of one occurrence applied to the whole series).
 */
export function applyChanges(
  base: EventFields,
  changes: EventChanges,
  shiftBy = { start: 0, end: 0 },
): EventFields {
  const allDay = changes.allDay ?? base.allDay;
  const timeZone = changes.timeZone ?? base.timeZone;
  const length = Date.parse(base.end) - Date.parse(base.start);
  const start = changes.start ? Date.parse(changes.start) + shiftBy.start : Date.parse(base.start);
  const end = changes.end
    ? Date.parse(changes.end) + shiftBy.end
    : changes.start
      ? start + length
      : Date.parse(base.end);
  const times = normalizeTimes(allDay, new Date(start).toISOString(), new Date(end).toISOString());
  const rrule =
    changes.recurrence !== undefined
      ? ruleFor(changes.recurrence, times.start, timeZone, allDay)
      : base.rrule;
  return {
    title: changes.title ?? base.title,
    description: changes.description ?? base.description,
    location: changes.location ?? base.location,
    color: changes.color ?? base.color,
    allDay,
    ...times,
    timeZone,
    rrule,
    exdates: rrule ? base.exdates : [],
    reminders: changes.reminders ?? base.reminders,
  };
}

/**
 * Each stored field's column and the value `fields` give it, series_end recomputed. Every write
 * passes here, so none stores times outside years 1–9999 or a rule that cannot be expanded (400).
 */
export function fieldColumns(fields: EventFields): [SqlFragment, unknown][] {
  assertStorable(fields);
  return [
    [sql`title`, fields.title],
    [sql`description`, fields.description],
    [sql`location`, fields.location],
    [sql`color`, fields.color],
    [sql`all_day`, fields.allDay],
    [sql`start_at`, fields.start],
    [sql`end_at`, fields.end],
    [sql`time_zone`, fields.timeZone],
    [sql`rrule`, fields.rrule],
    [sql`exdates`, fields.exdates],
    [sql`series_end`, seriesEnd(fields)],
    [sql`reminders`, fields.reminders],
  ];
}

/** `column = value` for each stored field: an UPDATE's SET list. */
export function setList(fields: EventFields): SqlFragment[] {
  return fieldColumns(fields).map(([column, value]) => sql`${column} = ${value}`);
}

/** The fields a row holds, to compute a change from. */
export function fieldsOfRow(
  row: Pick<
    EventRow,
    | 'title'
    | 'description'
    | 'location'
    | 'color'
    | 'all_day'
    | 'start_at'
    | 'end_at'
    | 'time_zone'
    | 'rrule'
    | 'exdates'
    | 'reminders'
  >,
): EventFields {
  return {
    title: row.title,
    description: row.description,
    location: row.location,
    color: row.color,
    allDay: row.all_day,
    start: row.start_at.toISOString(),
    end: row.end_at.toISOString(),
    timeZone: row.time_zone,
    rrule: row.rrule,
    exdates: row.exdates.map((date) => date.toISOString()),
    reminders: row.reminders,
  };
}
