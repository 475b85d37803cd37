import { rruleEnd, withRruleEnd, type EditScope, type EventChanges } from '@/api/schema';
import { hasOccurrenceLeft, occurrencesBefore } from '@/api/schema/calendarExpansion';
import { join, sql, type Queryable } from '../../db/index.ts';
import { NOW } from '../notesQuery.ts';
import { applyChanges, fieldsOfRow, setList, type EventFields } from './eventFields.ts';
import { EVENT_COLUMNS, insertEvent, recurringSource, type EventRow } from './eventsQuery.ts';
import { boundedWork } from './ruleCheck.ts';

const SECOND = 1000;
const DAY = 86_400_000;
const compact = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

async function writeRow(tx: Queryable, row: EventRow, fields: EventFields): Promise<EventRow> {
  return tx.one<EventRow>(sql`
    UPDATE calendar_events SET ${join(setList(fields), 'comma')}, version = version + 1, updated_at = ${NOW}
    WHERE id = ${row.id} RETURNING ${EVENT_COLUMNS}`);
}

/** The occurrence at `occurrence` as a row of its own would hold it. */
function occurrenceFields(master: EventRow, occurrence: string): EventFields {
  const base = fieldsOfRow(master);
  const length = Date.parse(base.end) - Date.parse(base.start);
  return {
    ...base,
    start: occurrence,
    end: new Date(Date.parse(occurrence) + length).toISOString(),
    rrule: null,
    exdates: [],
  };
}

/**
 * The series' rule ended just before `occurrence`: UNTIL one second before it (the day before,
 * for all-day series), as the part before a "this and following" split keeps it.
 */
function rruleEndingBefore(master: EventRow, occurrence: string): string {
  const until = master.all_day
    ? compact(new Date(Date.parse(occurrence) - DAY).toISOString()).slice(0, 8)
    : compact(new Date(Date.parse(occurrence) - SECOND).toISOString());
  return withRruleEnd(master.rrule!, { until });
}

/** Cuts the series before `occurrence`; edited occurrences and exclusions from it on go along. */
async function cutBefore(tx: Queryable, master: EventRow, occurrence: string) {
  const at = Date.parse(occurrence);
  const fields = fieldsOfRow(master);
  await writeRow(tx, master, {
    ...fields,
    rrule: rruleEndingBefore(master, occurrence),
    exdates: fields.exdates.filter((date) => Date.parse(date) < at),
  });
}

/**
 * Applies a change to a series (or a single event) as the scope says:
 * - this: the occurrence becomes an edited occurrence of its own (RECURRENCE-ID in .ics);
 * - following: the series ends before it and a new series starts there with the change, taking
 *   the later exclusions and edited occurrences with it (a COUNT keeps what remains of it);
 * - all: the series changes; a drag of one occurrence moves every one by the same amount.
 */
export async function editSeries(
  tx: Queryable,
  ownerId: string,
  master: EventRow,
  changes: EventChanges,
  occurrence: string | undefined,
): Promise<{ row: EventRow; createdIds: string[] }> {
  const base = fieldsOfRow(master);
  if (!master.rrule || !occurrence) {
    return { row: await writeRow(tx, master, applyChanges(base, changes)), createdIds: [] };
  }
  const occurrenceMs = Date.parse(occurrence);
  const atStart = occurrenceMs === Date.parse(base.start);
  if (changes.scope === 'this') {
    const fields = applyChanges(occurrenceFields(master, occurrence), {
      ...changes,
      recurrence: null,
    });
    const row = await insertEvent(tx, ownerId, fields, {
      uid: master.uid,
      seriesId: master.id,
      recurrenceStart: occurrence,
    });
    return { row, createdIds: [row.id] };
  }
  if (changes.scope === 'all' || atStart) {
    // A drag of one occurrence moves the series' first one by as much.
    const delta = Date.parse(base.start) - occurrenceMs;
    const next = applyChanges(base, changes, { start: delta, end: delta });
    const moved = Date.parse(next.start) - Date.parse(base.start);
    if (moved) {
      next.exdates = next.exdates.map((date) => new Date(Date.parse(date) + moved).toISOString());
      await tx.execute(sql`
        UPDATE calendar_events SET recurrence_start = recurrence_start + ${`${moved} milliseconds`}::interval
        WHERE series_id = ${master.id}`);
    }
    if (!next.rrule)
      await tx.execute(sql`DELETE FROM calendar_events WHERE series_id = ${master.id}`);
    return { row: await writeRow(tx, master, next), createdIds: [] };
  }
  // This and following.
  const source = recurringSource(master);
  const before = boundedWork(() => occurrencesBefore(source, occurrence));
  const { count } = rruleEnd(master.rrule);
  const following = applyChanges(
    {
      ...base,
      ...occurrenceFields(master, occurrence),
      rrule: master.rrule,
      exdates: base.exdates,
    },
    changes,
  );
  if (changes.recurrence === undefined && following.rrule && count !== undefined) {
    following.rrule = withRruleEnd(following.rrule, { count: Math.max(1, count - before) });
  }
  const moved = Date.parse(following.start) - occurrenceMs;
  following.exdates = base.exdates
    .filter((date) => Date.parse(date) >= occurrenceMs)
    .map((date) => new Date(Date.parse(date) + moved).toISOString());
  await cutBefore(tx, master, occurrence);
  const row = await insertEvent(tx, ownerId, following);
  await tx.execute(sql`
    UPDATE calendar_events
    SET series_id = ${row.id}, uid = ${row.uid},
      recurrence_start = recurrence_start + ${`${moved} milliseconds`}::interval
    WHERE series_id = ${master.id} AND recurrence_start >= ${occurrence}`);
  return { row, createdIds: [row.id] };
}

/** Deletes per scope: one occurrence (an exclusion), from one on (a cut), or everything. */
export async function removeFromSeries(
  tx: Queryable,
  ownerId: string,
  master: EventRow,
  scope: EditScope,
  occurrence: string | undefined,
): Promise<void> {
  const first = occurrence === undefined || occurrence === master.start_at.toISOString();
  const wholeSeries = !master.rrule || scope === 'all' || (scope === 'following' && first);
  if (wholeSeries || !occurrence) {
    await tx.execute(
      sql`DELETE FROM calendar_events WHERE id = ${master.id} AND user_id = ${ownerId}`,
    );
    return;
  }
  if (scope === 'following') {
    await cutBefore(tx, master, occurrence);
    await tx.execute(sql`
      DELETE FROM calendar_events WHERE series_id = ${master.id} AND recurrence_start >= ${occurrence}`);
    return;
  }
  await tx.execute(sql`
    DELETE FROM calendar_events WHERE series_id = ${master.id} AND recurrence_start = ${occurrence}`);
  const fields = fieldsOfRow(master);
  const exdates = [...fields.exdates, occurrence];
  // Excluding the last occurrence left leaves nothing to show: the series goes. A rule too
  // sparse to tell within its budget is kept.
  let left = true;
  try {
    left = hasOccurrenceLeft({ ...recurringSource(master), exdates });
  } catch {
    left = true;
  }
  if (!left) {
    await tx.execute(sql`DELETE FROM calendar_events WHERE id = ${master.id}`);
    return;
  }
  await writeRow(tx, master, { ...fields, exdates });
}
