import ICAL from 'ical.js';
import {
  CALENDAR_LIMITS,
  EVENT_COLORS,
  fromWallClock,
  hasControlCharacters,
  isStorableText,
  isTimeZone,
  type EventColor,
  type ImportSkipReason,
} from '@/api/schema';
import { isCalendarInstant } from '@/api/schema/calendarDates';
import type { EventFields } from './eventFields.ts';
import { ZONE_PROPERTY } from './icsExport.ts';
import { readAlarms } from './icsAlarms.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface ImportedEvent {
  uid: string;
  recurrenceStart: string | null;
  fields: EventFields;
}

/** Text kept as the API would accept it: storable, one line where a line is meant, in its limit. */
function cleanText(value: unknown, max: number, singleLine: boolean): string {
  let text = typeof value === 'string' ? value : '';
  text = [...text].filter((char) => isStorableText(char)).join('');
  if (singleLine)
    text = [...text].map((char) => (hasControlCharacters(char) ? ' ' : char)).join('');
  return text.trim().slice(0, max);
}

/**
 * Reads the times of a file: a date is all-day; a TZID this runtime knows is used as the
 * event's zone; another TZID is converted through the file's own VTIMEZONE; a floating time is
 * read in the importing user's zone.
 */
export function timeReader(file: ICAL.Component, fallbackZone: string) {
  const fileZones = new Map<string, ICAL.Timezone>();
  for (const component of file.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(component);
    fileZones.set(zone.tzid, zone);
  }
  return (property: ICAL.Property | null, value?: ICAL.Time) => {
    const time = value ?? (property?.getFirstValue() as ICAL.Time | undefined);
    if (!property || !time || typeof time !== 'object' || !('isDate' in time)) return null;
    const wall = `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}T${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}:${String(time.second).padStart(2, '0')}`;
    if (time.isDate)
      return {
        iso: `${wall.slice(0, 10)}T00:00:00.000Z`,
        allDay: true,
        zone: fallbackZone,
        fromTzid: false,
      };
    const tzid = property.getParameter('tzid');
    const zoneName = typeof tzid === 'string' ? tzid : undefined;
    if (time.zone === ICAL.Timezone.utcTimezone) {
      return {
        iso: new Date(`${wall}Z`).toISOString(),
        allDay: false,
        zone: fallbackZone,
        fromTzid: false,
      };
    }
    if (zoneName && isTimeZone(zoneName)) {
      return {
        iso: fromWallClock(wall, zoneName).toISOString(),
        allDay: false,
        zone: zoneName,
        fromTzid: true,
      };
    }
    const fileZone = zoneName ? fileZones.get(zoneName) : undefined;
    if (fileZone) {
      const zoned = ICAL.Time.fromData(
        {
          year: time.year,
          month: time.month,
          day: time.day,
          hour: time.hour,
          minute: time.minute,
          second: time.second,
        },
        fileZone,
      );
      return {
        iso: zoned.toJSDate().toISOString(),
        allDay: false,
        zone: fallbackZone,
        fromTzid: false,
      };
    }
    return {
      iso: fromWallClock(wall, fallbackZone).toISOString(),
      allDay: false,
      zone: fallbackZone,
    };
  };
}

/** An event of the file as it would be stored, or why it cannot be. */
export type ReadOutcome =
  { event: ImportedEvent } | { skip: { title: string; reason: ImportSkipReason } };

const titleOf = (component: ICAL.Component) => {
  try {
    return (
      cleanText(component.getFirstPropertyValue('summary'), CALENDAR_LIMITS.title.max, false) || '—'
    );
  } catch {
    return '—';
  }
};

/**
 * Reads one VEVENT; any failure of ical.js or of the dates inside it skips this event alone,
 * with its reason, and never the file.
 */
export function readEvent(
  component: ICAL.Component,
  readTime: ReturnType<typeof timeReader>,
): ReadOutcome {
  const title = titleOf(component);
  const skip = (reason: ImportSkipReason): ReadOutcome => ({ skip: { title, reason } });
  let event: ImportedEvent | null;
  try {
    event = readFields(component, readTime, title);
  } catch (error) {
    return skip(error instanceof RangeError || isDateError(error) ? 'invalid_date' : 'unreadable');
  }
  if (!event) return skip('no_start');
  if (event.recurrenceStart && !isCalendarInstant(event.recurrenceStart))
    return skip('invalid_date');
  return { event };
}

/** ical.js words a date it cannot read as "invalid date-time value" and the like. */
const isDateError = (error: unknown) =>
  error instanceof Error && /date|time|duration/i.test(error.message);

function readFields(
  component: ICAL.Component,
  readTime: ReturnType<typeof timeReader>,
  title: string,
): ImportedEvent | null {
  const uid = cleanText(component.getFirstPropertyValue('uid'), 255, true);
  const start = readTime(component.getFirstProperty('dtstart'));
  if (!uid || !start) return null;
  const endTime = readTime(component.getFirstProperty('dtend'));
  const duration = component.getFirstPropertyValue('duration') as ICAL.Duration | null;
  const startMs = Date.parse(start.iso);
  let endMs = endTime
    ? Date.parse(endTime.iso)
    : duration
      ? startMs + duration.toSeconds() * 1000
      : NaN;
  if (!isCalendarInstant(startMs) || (Number.isFinite(endMs) && !isCalendarInstant(endMs)))
    throw new RangeError('Event times outside years 1-9999.');
  // RFC 5545: no end means one day for a date, a moment for a time; a moment is shown as an hour.
  if (!(endMs > startMs)) endMs = startMs + (start.allDay ? DAY : HOUR);
  const recur = component.getFirstPropertyValue('rrule') as ICAL.Recur | null;
  const exdates = component
    .getAllProperties('exdate')
    .flatMap((property) =>
      property.getValues().map((value: ICAL.Time) => readTime(property, value)?.iso),
    )
    // An exclusion outside years 1–9999 excludes nothing the series can give.
    .filter((iso): iso is string => typeof iso === 'string' && isCalendarInstant(iso));
  const recurrenceId = readTime(component.getFirstProperty('recurrence-id'));
  const ownZone = component.getFirstPropertyValue(ZONE_PROPERTY);
  const zone =
    !start.fromTzid && typeof ownZone === 'string' && isTimeZone(ownZone) ? ownZone : start.zone;
  const color = cleanText(component.getFirstPropertyValue('color'), 20, true).toLowerCase();
  return {
    uid,
    recurrenceStart: recurrenceId?.iso ?? null,
    fields: {
      title,
      description: cleanText(
        component.getFirstPropertyValue('description'),
        CALENDAR_LIMITS.description,
        false,
      ),
      location: cleanText(
        component.getFirstPropertyValue('location'),
        CALENDAR_LIMITS.location,
        true,
      ),
      color: (EVENT_COLORS as readonly string[]).includes(color)
        ? (color as EventColor)
        : 'default',
      allDay: start.allDay,
      start: start.iso,
      end: new Date(endMs).toISOString(),
      timeZone: zone,
      rrule: recur && !recurrenceId ? recur.toString() : null,
      exdates,
      reminders: readAlarms(component, startMs),
    },
  };
}
