import ICAL from 'ical.js';
import { rruleDateToIso, toWallClock } from '@/api/schema';
import { sql, type Queryable } from '../../db/index.ts';
import { EVENT_COLUMNS, type EventRow } from './eventsQuery.ts';
import { alarmComponents } from './icsAlarms.ts';
import { vtimezone } from './vtimezone.ts';

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
const PRODID = '-//Quire//Calendar//EN';
export const ZONE_PROPERTY = 'x-quire-time-zone';

/**
 * Text for a TEXT property: every line break becomes LF, which ical.js writes as `\n`. A bare CR
 * would otherwise reach the file as it is, and a reader splitting lines on CR would see the
 * rest of the value as properties of its own (another UID, say).
 */
const textValue = (value: string) => value.replace(/\r\n?/g, '\n');
/** A value ical.js writes without escaping (parameters, our X- properties): one line. */
const lineValue = (value: string) => value.replace(/[\r\n]+/g, ' ');

/** A time as the event words it: a date, or the wall clock in its zone (TZID), or UTC. */
function timeProperty(name: string, iso: string, row: EventRow): ICAL.Property {
  const property = new ICAL.Property(name);
  if (row.all_day) {
    property.setValue(ICAL.Time.fromDateString(iso.slice(0, 10)));
  } else if (row.time_zone === 'UTC') {
    property.setValue(ICAL.Time.fromJSDate(new Date(iso), true));
  } else {
    property.setParameter('tzid', lineValue(row.time_zone));
    property.setValue(ICAL.Time.fromDateTimeString(toWallClock(iso, row.time_zone)));
  }
  return property;
}

/**
 * The rule as stored, its UNTIL in UTC; a floating UNTIL of an all-day series stays a date.
 */
function ruleValue(row: EventRow): ICAL.Recur {
  const recur = ICAL.Recur.fromString(row.rrule!);
  const until = /UNTIL=([0-9TZ]+)/i.exec(row.rrule!)?.[1];
  if (until && !row.all_day) {
    recur.until = ICAL.Time.fromJSDate(new Date(rruleDateToIso(until)!), true);
  }
  return recur;
}

function vevent(row: EventRow, stamp: ICAL.Time): ICAL.Component {
  const event = new ICAL.Component('vevent');
  event.addPropertyWithValue('uid', textValue(row.uid));
  event.addPropertyWithValue('dtstamp', stamp);
  event.addProperty(timeProperty('dtstart', row.start_at.toISOString(), row));
  event.addProperty(timeProperty('dtend', row.end_at.toISOString(), row));
  if (row.recurrence_start) {
    event.addProperty(timeProperty('recurrence-id', row.recurrence_start.toISOString(), row));
  }
  // Our own note of the zone, for all-day and UTC events whose times cannot carry a TZID.
  event.addPropertyWithValue(ZONE_PROPERTY, lineValue(row.time_zone));
  event.addPropertyWithValue('summary', textValue(row.title));
  if (row.description) event.addPropertyWithValue('description', textValue(row.description));
  if (row.location) event.addPropertyWithValue('location', textValue(row.location));
  if (row.color !== 'default') event.addPropertyWithValue('color', row.color);
  if (row.rrule) event.addPropertyWithValue('rrule', ruleValue(row));
  for (const date of row.exdates)
    event.addProperty(timeProperty('exdate', date.toISOString(), row));
  event.addPropertyWithValue('last-modified', ICAL.Time.fromJSDate(row.updated_at, true));
  event.addPropertyWithValue('sequence', row.version - 1);
  for (const alarm of alarmComponents(row.title, row.reminders)) event.addSubcomponent(alarm);
  return event;
}

/**
 * The whole calendar as an iCalendar file (RFC 5545): one VEVENT per series or single event,
 * one per edited occurrence (RECURRENCE-ID), a VTIMEZONE for every zone used, so another
 * program expands the rules in the same zones as we do.
 */
export async function exportCalendar(
  db: Queryable,
  ownerId: string,
  name: string,
): Promise<string> {
  const rows = await db.many<EventRow>(sql`
    SELECT ${EVENT_COLUMNS} FROM calendar_events WHERE user_id = ${ownerId}
    ORDER BY series_id NULLS FIRST, start_at, id`);
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('prodid', PRODID);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('x-wr-calname', lineValue(name));
  const zones = new Set(
    rows.filter((row) => !row.all_day && row.time_zone !== 'UTC').map((row) => row.time_zone),
  );
  for (const zone of [...zones].sort()) calendar.addSubcomponent(vtimezone(zone));
  const stamp = ICAL.Time.fromJSDate(new Date(), true);
  for (const row of rows) calendar.addSubcomponent(vevent(row, stamp));
  return calendar.toString().replace(/\r?\n/g, '\r\n');
}
