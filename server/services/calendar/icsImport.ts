import ICAL from 'ical.js';
import {
  CALENDAR_LIMITS,
  EVENT_COLORS,
  fromWallClock,
  hasControlCharacters,
  isStorableText,
  isTimeZone,
  type EventColor,
  type ImportResponse,
} from '@/api/schema';
import { seriesEnd } from '@/api/schema/calendarExpansion';
import { sql, type Database } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import type { EventFields } from './eventFields.ts';
import { ZONE_PROPERTY } from './icsExport.ts';
import { insertEvent } from './eventsQuery.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface ImportedEvent {
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
function timeReader(file: ICAL.Component, fallbackZone: string) {
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

function readEvent(
  component: ICAL.Component,
  readTime: ReturnType<typeof timeReader>,
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
  // RFC 5545: no end means one day for a date, a moment for a time; a moment is shown as an hour.
  if (!(endMs > startMs)) endMs = startMs + (start.allDay ? DAY : HOUR);
  const recur = component.getFirstPropertyValue('rrule') as ICAL.Recur | null;
  const exdates = component
    .getAllProperties('exdate')
    .flatMap((property) =>
      property.getValues().map((value: ICAL.Time) => readTime(property, value)?.iso),
    )
    .filter((iso): iso is string => Boolean(iso));
  const recurrenceId = readTime(component.getFirstProperty('recurrence-id'));
  const ownZone = component.getFirstPropertyValue(ZONE_PROPERTY);
  const zone =
    !start.fromTzid && typeof ownZone === 'string' && isTimeZone(ownZone) ? ownZone : start.zone;
  const color = cleanText(component.getFirstPropertyValue('color'), 20, true).toLowerCase();
  return {
    uid,
    recurrenceStart: recurrenceId?.iso ?? null,
    fields: {
      title:
        cleanText(component.getFirstPropertyValue('summary'), CALENDAR_LIMITS.title.max, false) ||
        '—',
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
    },
  };
}

/** True when the rule can be expanded here (an exotic or broken RRULE is left out). */
function expandable(event: ImportedEvent): boolean {
  try {
    seriesEnd(event.fields);
    return true;
  } catch {
    return false;
  }
}

/**
 * Previews or applies an .ics file: series and single events whose UID the calendar already
 * holds are skipped (so importing a file twice adds nothing), edited occurrences follow their
 * series, and all of it is written in one transaction.
 */
export async function importCalendar(
  db: Database,
  ownerId: string,
  ics: string,
  { apply, timeZone }: { apply: boolean; timeZone: string },
): Promise<ImportResponse> {
  let file: ICAL.Component;
  try {
    file = new ICAL.Component(ICAL.parse(ics));
  } catch {
    throw new HttpError('unprocessable', 'This file is not an iCalendar (.ics) file.', {
      file: 'invalid',
    });
  }
  if (file.name !== 'vcalendar') {
    throw new HttpError('unprocessable', 'This file is not an iCalendar (.ics) file.', {
      file: 'invalid',
    });
  }
  const readTime = timeReader(file, timeZone);
  const components = file.getAllSubcomponents('vevent');
  if (components.length > CALENDAR_LIMITS.importEvents) {
    throw new HttpError('payload_too_large', 'This file holds more events than one import takes.');
  }
  const read = components.map((component) => readEvent(component, readTime));
  const events = read.filter(
    (event): event is ImportedEvent => event !== null && expandable(event),
  );
  let skipped = read.length - events.length;
  const masters = new Map<string, ImportedEvent>();
  const edited: ImportedEvent[] = [];
  for (const event of events) {
    if (event.recurrenceStart) edited.push(event);
    else if (!masters.has(event.uid)) masters.set(event.uid, event);
    else skipped += 1;
  }
  // An edited occurrence whose series is not in the file stands on its own.
  for (const event of edited) {
    if (!masters.has(event.uid)) {
      const uid = `${event.uid}/${event.recurrenceStart}`;
      if (!masters.has(uid)) masters.set(uid, { ...event, uid, recurrenceStart: null });
    }
  }
  const existing = new Set(
    (
      await db.many<{ uid: string }>(sql`
        SELECT uid FROM calendar_events WHERE user_id = ${ownerId} AND series_id IS NULL
          AND uid = ANY (${[...masters.keys()]}::text[])`)
    ).map((row) => row.uid),
  );
  const adding = [...masters.values()].filter((event) => !existing.has(event.uid));
  if (apply && adding.length) {
    await db.transaction(async (tx) => {
      for (const event of adding) {
        const row = await insertEvent(tx, ownerId, event.fields, { uid: event.uid });
        if (!event.fields.rrule) continue;
        const seen = new Set<string>();
        for (const occurrence of edited.filter((item) => item.uid === event.uid)) {
          if (seen.has(occurrence.recurrenceStart!)) continue;
          seen.add(occurrence.recurrenceStart!);
          await insertEvent(
            tx,
            ownerId,
            { ...occurrence.fields, rrule: null, exdates: [] },
            {
              uid: event.uid,
              seriesId: row.id,
              recurrenceStart: occurrence.recurrenceStart!,
            },
          );
        }
      }
    });
  }
  return {
    found: masters.size,
    duplicates: masters.size - adding.length,
    skipped,
    added: adding.length,
    applied: apply,
    preview: adding
      .slice()
      .sort((a, b) => a.fields.start.localeCompare(b.fields.start))
      .slice(0, CALENDAR_LIMITS.previewEvents)
      .map((event) => ({
        title: event.fields.title,
        start: event.fields.start,
        allDay: event.fields.allDay,
        recurring: Boolean(event.fields.rrule),
      })),
  };
}
