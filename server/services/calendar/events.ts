import type {
  CalendarEvent,
  DeleteEventQuery,
  EventChanges,
  NewEvent,
  ReminderSettingsChange,
} from '@/api/schema';
import { expandOccurrences, isOccurrenceStart } from '@/api/schema/calendarExpansion';
import { EXPANSION_LIMITS, ExpansionTooExpensive } from '@/api/schema/calendarRuleWalk';
import { sql, type Database, type Queryable } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import { createOnce } from '../idempotency.ts';
import { NOW } from '../notesQuery.ts';
import { fieldsOfNew } from './eventFields.ts';
import {
  EVENT_COLUMNS,
  insertEvent,
  recurringSource,
  toEvent,
  type EventRow,
} from './eventsQuery.ts';
import { expansionPacer } from './expansionPacer.ts';
import { boundedWork, tooExpensive } from './ruleCheck.ts';
import { importCalendar } from './icsImport.ts';
import { syncReminders } from './reminders.ts';
import { saveReminderSettings } from './reminderSettings.ts';
import { editSeries, removeFromSeries } from './seriesEdits.ts';
import { systemClock, type Clock } from '../scheduler/clock.ts';

/**
 * A series' occurrences in the range; none for a rule that gives no date within its budget (one
 * stored before rules were checked, say), so it cannot hide the rest of the calendar.
 */
function expandWithin(row: EventRow, from: string, to: string, overridden?: Set<number>) {
  try {
    return expandOccurrences(recurringSource(row), from, to, overridden);
  } catch (error) {
    if (error instanceof ExpansionTooExpensive) return [];
    throw error;
  }
}

export type EventUpdate =
  { event: CalendarEvent | null; undo: string } | { conflict: CalendarEvent } | null;

const badOccurrence = () =>
  new HttpError('validation_failed', 'That occurrence is not part of the series.', {
    occurrence: 'invalid',
  });

/**
 * One calendar's events: a range with series expanded into occurrences, create, change and
 * delete (one occurrence, this and following, or all), and UNDO of a change.
 */
export function createCalendarEvents(db: Database, clock: Clock = systemClock) {
  /** The owner's default reminders for a new event that names none (calendar settings). */
  async function defaultReminders(tx: Queryable, ownerId: string, allDay: boolean) {
    const settings = await tx.maybeOne<{ timed: number[]; all_day: number[] }>(sql`
      SELECT default_reminders AS timed, default_all_day_reminders AS all_day
      FROM calendar_settings WHERE user_id = ${ownerId}`);
    return (allDay ? settings?.all_day : settings?.timed) ?? [];
  }

  /** The ids of a series and its edited occurrences, as they are before a change. */
  async function familyOf(tx: Queryable, seriesId: string): Promise<string[]> {
    const rows = await tx.many<{ id: string }>(
      sql`SELECT id FROM calendar_events WHERE id = ${seriesId} OR series_id = ${seriesId}`,
    );
    return rows.map((row) => row.id);
  }

  async function lockRow(tx: Queryable, ownerId: string, id: string): Promise<EventRow | null> {
    return (
      (await tx.maybeOne<EventRow>(sql`
      SELECT ${EVENT_COLUMNS} FROM calendar_events WHERE id = ${id} AND user_id = ${ownerId} FOR UPDATE`)) ??
      null
    );
  }

  /** Saves the series (master and edited occurrences) as it is now, for UNDO. */
  async function snapshot(tx: Queryable, ownerId: string, seriesId: string): Promise<string> {
    const row = await tx.one<{ id: string }>(sql`
      INSERT INTO calendar_undo (user_id, before)
      SELECT ${ownerId}, coalesce(jsonb_agg(to_jsonb(e) - 'search'), '[]'::jsonb)
      FROM calendar_events e WHERE e.user_id = ${ownerId} AND (e.id = ${seriesId} OR e.series_id = ${seriesId})
      RETURNING id`);
    return row.id;
  }

  async function created(tx: Queryable, undo: string, ids: string[]): Promise<void> {
    if (ids.length)
      await tx.execute(sql`UPDATE calendar_undo SET created_ids = ${ids} WHERE id = ${undo}`);
  }

  /** The occurrence the request names, checked against the series, or the series' own start. */
  function occurrenceOf(master: EventRow, occurrence: string | undefined): string | undefined {
    if (!occurrence || !master.rrule) return undefined;
    if (!boundedWork(() => isOccurrenceStart(recurringSource(master), occurrence)))
      throw badOccurrence();
    return new Date(occurrence).toISOString();
  }

  async function createIn(tx: Queryable, ownerId: string, event: NewEvent) {
    const reminders = event.reminders ?? (await defaultReminders(tx, ownerId, event.allDay));
    const row = await insertEvent(tx, ownerId, fieldsOfNew({ ...event, reminders }));
    await syncReminders(tx, [row.id], clock.now());
    return toEvent(row);
  }

  async function create(ownerId: string, event: NewEvent, tx?: Queryable): Promise<CalendarEvent> {
    return tx
      ? createIn(tx, ownerId, event)
      : db.transaction((own) => createIn(own, ownerId, event));
  }

  return {
    async get(ownerId: string, id: string): Promise<CalendarEvent | null> {
      const row = await db.maybeOne<EventRow>(
        sql`SELECT ${EVENT_COLUMNS} FROM calendar_events WHERE id = ${id} AND user_id = ${ownerId}`,
      );
      return row ? toEvent(row) : null;
    },

    /** Every occurrence overlapping [from, to), by start; 422 past the range's bounds. */
    async range(ownerId: string, from: string, to: string): Promise<CalendarEvent[]> {
      const masters = await db.many<EventRow>(sql`
        SELECT ${EVENT_COLUMNS} FROM calendar_events
        WHERE user_id = ${ownerId} AND series_id IS NULL AND start_at < ${to}
          AND (series_end IS NULL OR series_end > ${from})`);
      const series = masters.filter((row) => row.rrule);
      if (series.length > EXPANSION_LIMITS.rangeSeries) throw tooExpensive();
      const edited = series.length
        ? await db.many<EventRow>(sql`
            SELECT ${EVENT_COLUMNS} FROM calendar_events
            WHERE user_id = ${ownerId} AND series_id = ANY (${series.map((row) => row.id)}::uuid[])`)
        : [];
      const overridden = new Map<string, Set<number>>();
      for (const row of edited) {
        const starts = overridden.get(row.series_id!) ?? new Set<number>();
        starts.add(row.recurrence_start!.getTime());
        overridden.set(row.series_id!, starts);
      }
      const events: CalendarEvent[] = [];
      const pacer = expansionPacer();
      for (const row of masters) {
        const occurrences = expandWithin(row, from, to, overridden.get(row.id));
        for (const occurrence of occurrences) events.push(toEvent(row, occurrence));
        if (events.length > EXPANSION_LIMITS.rangeOccurrences || pacer.overTime())
          throw tooExpensive();
        if (row.rrule) await pacer.pause();
      }
      // An edited occurrence shows where it now is, even when moved from outside the range.
      const movedIn = await db.many<EventRow>(sql`
        SELECT ${EVENT_COLUMNS} FROM calendar_events
        WHERE user_id = ${ownerId} AND series_id IS NOT NULL AND start_at < ${to} AND end_at > ${from}`);
      for (const row of movedIn) events.push(toEvent(row));
      return events.sort(
        (a, b) => a.start.localeCompare(b.start) || a.occurrenceId.localeCompare(b.occurrenceId),
      );
    },

    create,

    /** Previews or applies an .ics file; its reminders are scheduled at this service's time. */
    importIcs: (ownerId: string, ics: string, options: { apply: boolean; timeZone: string }) =>
      importCalendar(db, ownerId, ics, { ...options, now: clock.now() }),

    /** Saves the owner's reminder settings at this service's time, so the agenda job moves. */
    saveReminderSettings: (ownerId: string, settings: ReminderSettingsChange) =>
      saveReminderSettings(db, ownerId, settings, clock.now()),

    /** Creates once per (owner, Idempotency-Key), as notes do: see `createOnce`. */
    async createOnce(
      ownerId: string,
      key: string,
      event: NewEvent,
    ): Promise<{ event: CalendarEvent; replayed: boolean }> {
      const { result, replayed } = await createOnce(db, ownerId, key, { event }, (tx) =>
        create(ownerId, event, tx),
      );
      return { event: result, replayed };
    },

    /**
     * Applies `changes` if the record is still at the version the client edited. An edited
     * occurrence asked to change "following" or "all" hands the change to its series.
     */
    async update(ownerId: string, id: string, changes: EventChanges): Promise<EventUpdate> {
      return db.transaction(async (tx) => {
        const target = await lockRow(tx, ownerId, id);
        if (!target) return null;
        if (target.version !== changes.version) return { conflict: toEvent(target) };
        const onSeries = target.series_id && changes.scope !== 'this';
        const master = onSeries ? await lockRow(tx, ownerId, target.series_id!) : target;
        if (!master) return null;
        const occurrence = onSeries
          ? target.recurrence_start!.toISOString()
          : occurrenceOf(target, changes.occurrence);
        const undo = await snapshot(tx, ownerId, master.series_id ?? master.id);
        const before = await familyOf(tx, master.series_id ?? master.id);
        const outcome = await editSeries(tx, ownerId, master, changes, occurrence);
        await created(tx, undo, outcome.createdIds);
        await syncReminders(tx, [...before, ...outcome.createdIds], clock.now());
        return { event: toEvent(outcome.row), undo };
      });
    },

    /** Deletes the record, one occurrence, or the occurrences from one on. */
    async remove(
      ownerId: string,
      id: string,
      query: DeleteEventQuery,
    ): Promise<{ undo: string } | null> {
      return db.transaction(async (tx) => {
        const target = await lockRow(tx, ownerId, id);
        if (!target) return null;
        const scope = query.scope ?? 'all';
        const master = target.series_id ? await lockRow(tx, ownerId, target.series_id) : target;
        if (!master) return null;
        const occurrence = target.series_id
          ? target.recurrence_start!.toISOString()
          : occurrenceOf(target, query.occurrence);
        const undo = await snapshot(tx, ownerId, master.id);
        const before = await familyOf(tx, master.id);
        await removeFromSeries(tx, ownerId, master, scope, occurrence);
        await syncReminders(tx, before, clock.now());
        return { undo };
      });
    },

    /** Puts the series a change touched back as it was; false when the undo is gone. */
    async undo(ownerId: string, undoId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const record = await tx.maybeOne<{ before: unknown[]; created_ids: string[] }>(sql`
          DELETE FROM calendar_undo WHERE id = ${undoId} AND user_id = ${ownerId}
          RETURNING before, created_ids`);
        if (!record) return false;
        await tx.execute(sql`
          DELETE FROM calendar_events WHERE user_id = ${ownerId} AND (id = ANY (${record.created_ids}::uuid[])
            OR id IN (SELECT (r ->> 'id')::uuid FROM jsonb_array_elements(${JSON.stringify(record.before)}::jsonb) r))`);
        await tx.execute(sql`
          INSERT INTO calendar_events (${EVENT_COLUMNS})
          SELECT id, user_id, uid, series_id, recurrence_start, title, description, location, color, all_day,
            start_at, end_at, time_zone, rrule, exdates, series_end, version + 1, created_at, ${NOW},
            reminders
          FROM jsonb_populate_recordset(NULL::calendar_events, ${JSON.stringify(record.before)}::jsonb)
          WHERE user_id = ${ownerId}
          ORDER BY series_id NULLS FIRST`);
        const restored = await tx.many<{ id: string }>(sql`
          SELECT (r ->> 'id')::uuid AS id FROM jsonb_array_elements(${JSON.stringify(record.before)}::jsonb) r`);
        await syncReminders(
          tx,
          [...record.created_ids, ...restored.map((row) => row.id)],
          clock.now(),
        );
        return true;
      });
    },
  };
}

export type CalendarEvents = ReturnType<typeof createCalendarEvents>;
