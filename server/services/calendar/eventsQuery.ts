import { rruleToRecurrence, type CalendarEvent, type EventColor } from '@/api/schema';
import type { Occurrence, RecurringSource } from '@/api/schema/calendarExpansion';
import { randomUUID } from 'node:crypto';
import { join, sql, type Queryable } from '../../db/index.ts';
import { fieldColumns, type EventFields } from './eventFields.ts';

/** A `calendar_events` row as pg returns it. */
export interface EventRow {
  id: string;
  user_id: string;
  uid: string;
  series_id: string | null;
  recurrence_start: Date | null;
  title: string;
  description: string;
  location: string;
  color: EventColor;
  all_day: boolean;
  start_at: Date;
  end_at: Date;
  time_zone: string;
  rrule: string | null;
  exdates: Date[];
  series_end: Date | null;
  reminders: number[];
  version: number;
  created_at: Date;
  updated_at: Date;
}

export const EVENT_COLUMNS = sql`id, user_id, uid, series_id, recurrence_start, title, description, location, color, all_day, start_at, end_at, time_zone, rrule, exdates, series_end, version, created_at, updated_at, reminders`;

/** What expansion reads of a row. */
export function recurringSource(row: EventRow): RecurringSource {
  return {
    start: row.start_at.toISOString(),
    end: row.end_at.toISOString(),
    allDay: row.all_day,
    timeZone: row.time_zone,
    rrule: row.rrule,
    exdates: row.exdates.map((date) => date.toISOString()),
    seriesEnd: row.series_end?.toISOString() ?? null,
  };
}

/**
 * A row as the API shows it; with `occurrence`, as that occurrence of its series. Rows are
 * trusted as stored: an imported rule the editor cannot show reads as `recurrence: null`.
 */
export function toEvent(row: EventRow, occurrence?: Occurrence): CalendarEvent {
  const recurrenceStart =
    occurrence?.recurrenceStart ?? row.recurrence_start?.toISOString() ?? null;
  return {
    id: row.id,
    occurrenceId: occurrence && row.rrule ? `${row.id}:${occurrence.recurrenceStart}` : row.id,
    seriesId: row.series_id,
    recurrenceStart: row.rrule || row.series_id ? recurrenceStart : null,
    uid: row.uid,
    title: row.title,
    description: row.description,
    location: row.location,
    color: row.color,
    allDay: row.all_day,
    start: occurrence?.start ?? row.start_at.toISOString(),
    end: occurrence?.end ?? row.end_at.toISOString(),
    timeZone: row.time_zone,
    recurrence: row.rrule ? rruleToRecurrence(row.rrule, row.time_zone, row.all_day) : null,
    rrule: row.rrule,
    exdates: row.exdates.map((date) => date.toISOString()),
    reminders: row.reminders,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Inserts one row; `series` makes it an edited occurrence of that series. */
export async function insertEvent(
  tx: Queryable,
  ownerId: string,
  fields: EventFields,
  identity: { uid?: string; seriesId?: string; recurrenceStart?: string } = {},
): Promise<EventRow> {
  const columns = fieldColumns(fields);
  return tx.one<EventRow>(sql`
    INSERT INTO calendar_events (user_id, uid, series_id, recurrence_start, ${join(
      columns.map(([column]) => column),
      'comma',
    )})
    VALUES (${ownerId}, ${identity.uid ?? randomUUID()}, ${identity.seriesId ?? null},
      ${identity.recurrenceStart ?? null}, ${join(
        columns.map(([, value]) => sql`${value}`),
        'comma',
      )})
    RETURNING ${EVENT_COLUMNS}`);
}
