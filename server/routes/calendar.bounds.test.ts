import { beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_PATHS, type ImportResponse } from '@/api/schema';
import { sql } from '../db/index.ts';
import { calendarTestServer, hourAt, type CalendarUser } from '../test/calendar.ts';

const { server, call, signUp, create, range, importIcs } = calendarTestServer();
let alice: CalendarUser;

beforeAll(async () => {
  alice = await signUp('Alice', 'Europe/Bucharest');
});

/** A VCALENDAR around `events`, each a list of property lines. */
const icsFile = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//EN',
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

const vevent = (uid: string, ...lines: string[]) => [
  `UID:${uid}`,
  'DTSTAMP:20260101T000000Z',
  `SUMMARY:${uid}`,
  ...lines,
];

const importInto = (user: CalendarUser, ics: string, apply = true) => importIcs(user, ics, apply);

const reasons = (result: ImportResponse) =>
  Object.fromEntries(result.skippedEvents.map((item) => [item.title, item.reason]));

async function refusedCreate(user: CalendarUser, body: unknown) {
  const response = await call(user, {
    method: 'POST',
    url: CALENDAR_PATHS.events(user.username),
    body,
  });
  expect(response.statusCode, response.body).toBe(400);
  return (response.json() as { error: { code: string; fields?: Record<string, string> } }).error;
}

describe('calendar: bounded expansion', () => {
  it('a range in year 9000 over three endless daily series answers their 93 occurrences', async () => {
    const bob = await signUp('Bob', 'UTC');
    for (const hour of ['08', '12', '16']) {
      await create(
        bob,
        hourAt(`2026-01-05T${hour}:00:00Z`, 'UTC', { recurrence: { frequency: 'daily' } }),
      );
    }
    const events = await range(bob, '9000-01-01T00:00:00Z', '9000-02-01T00:00:00Z');
    expect(events).toHaveLength(93);
    expect(events[0]!.start).toBe('9000-01-01T08:00:00.000Z');
  });

  it('a stored rule that never matches shows nothing and leaves the rest of the week', async () => {
    const carol = await signUp('Carol', 'UTC');
    await create(carol, hourAt('2026-03-03T10:00:00Z', 'UTC'));
    const row = await server.database.db.one<{ user_id: string }>(
      sql`SELECT user_id FROM calendar_events WHERE title = 'Meeting' AND user_id = (SELECT id FROM users WHERE username = ${carol.username})`,
    );
    // As an import before rules were checked stored it.
    await server.database.db.execute(sql`
      INSERT INTO calendar_events (user_id, uid, title, description, location, color, all_day, start_at, end_at, time_zone, rrule, exdates, series_end)
      VALUES (${row.user_id}, 'never', 'Never', '', '', 'default', false, '2026-01-01T09:00:00Z', '2026-01-01T10:00:00Z', 'UTC',
        'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30', '{}', NULL)`);
    const week = await range(carol, '2026-03-02T00:00:00Z', '2026-03-09T00:00:00Z');
    expect(week.map((event) => event.title)).toEqual(['Meeting']);
  });

  it('a repeat that gives no date is refused on create', async () => {
    const error = await refusedCreate(
      alice,
      hourAt('2026-03-03T10:00:00Z', 'UTC', {
        recurrence: { frequency: 'weekly', weekdays: ['MO'], until: '2026-03-04' },
      }),
    );
    expect(error.fields).toEqual({ recurrence: 'never_matches' });
  });

  it('SECONDLY and MINUTELY are refused on create and skipped on import', async () => {
    await refusedCreate(
      alice,
      hourAt('2026-03-03T10:00:00Z', 'UTC', { recurrence: { frequency: 'secondly' } as never }),
    );
    const result = await importInto(
      alice,
      icsFile(
        vevent('secondly', 'DTSTART:20260105T090000Z', 'RRULE:FREQ=SECONDLY'),
        vevent('minutely', 'DTSTART:20260105T090000Z', 'RRULE:FREQ=MINUTELY;INTERVAL=5'),
      ),
    );
    expect(result.added).toBe(0);
    expect(reasons(result)).toEqual({
      secondly: 'unsupported_frequency',
      minutely: 'unsupported_frequency',
    });
  });

  it('COUNT and UNTIL are honoured to the last occurrence; a COUNT past the limit is skipped', async () => {
    const dave = await signUp('Dave', 'UTC');
    const result = await importInto(
      dave,
      icsFile(
        vevent(
          'weekly-count',
          'DTSTART:20260105T090000Z',
          'DTEND:20260105T100000Z',
          'RRULE:FREQ=WEEKLY;COUNT=5000',
        ),
        vevent(
          'daily-until',
          'DTSTART:20260105T120000Z',
          'DTEND:20260105T130000Z',
          'RRULE:FREQ=DAILY;UNTIL=20800101T000000Z',
        ),
        vevent(
          'huge-count',
          'DTSTART:20260105T150000Z',
          'DTEND:20260105T160000Z',
          'RRULE:FREQ=DAILY;COUNT=1000000000',
        ),
      ),
    );
    expect(result.added).toBe(2);
    expect(reasons(result)).toEqual({ 'huge-count': 'count_too_large' });
    const january2060 = await range(dave, '2060-01-01T00:00:00Z', '2060-02-01T00:00:00Z');
    expect(january2060.filter((event) => event.title === 'daily-until')).toHaveLength(31);
    expect(january2060.filter((event) => event.title === 'weekly-count')).toHaveLength(4);
    // The 5,000th weekly occurrence, 4,999 weeks after the first, is the last one.
    const last = await range(dave, '2121-10-01T00:00:00Z', '2121-12-01T00:00:00Z');
    expect(last.map((event) => event.start).at(-1)).toBe('2121-10-27T09:00:00.000Z');
    expect(last).toHaveLength(4);
  });
});

describe('calendar: dates within years 1–9999', () => {
  it('a range or an event in year 0 is a 400 invalid_date', async () => {
    const response = await call(alice, {
      url: CALENDAR_PATHS.events(alice.username),
      query: { from: '0000-01-01T00:00:00Z', to: '0000-02-01T00:00:00Z' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toEqual({ from: 'invalid_date', to: 'invalid_date' });
    const error = await refusedCreate(alice, hourAt('0000-06-01T00:00:00Z', 'UTC'));
    expect(error.fields).toMatchObject({ start: 'invalid_date' });
  });

  it('a start past year 9999 once its offset is applied is a 400 invalid_date', async () => {
    const error = await refusedCreate(alice, {
      title: 'Late',
      start: '9999-12-31T23:00:00-14:00',
      end: '9999-12-31T23:30:00-14:00',
      timeZone: 'Pacific/Kiritimati',
    });
    expect(error.fields).toMatchObject({ start: 'invalid_date' });
  });

  it('a repeating event starting in years 1–100 is a 400 invalid_date', async () => {
    const error = await refusedCreate(
      alice,
      hourAt('0050-06-01T09:00:00Z', 'UTC', { recurrence: { frequency: 'daily' } }),
    );
    expect(error.fields).toEqual({ start: 'invalid_date' });
  });

  it('an import skips each unreadable date with its reason and adds the good events', async () => {
    const erin = await signUp('Erin', 'UTC');
    const result = await importInto(
      erin,
      icsFile(
        vevent('good-one', 'DTSTART:20260105T090000Z', 'DTEND:20260105T100000Z'),
        vevent('kiritimati', 'DTSTART;TZID=Pacific/Kiritimati:99991231T230000'),
        vevent('nines', 'DTSTART:99999999T999999Z'),
        vevent('long', 'DTSTART:20260105T090000Z', 'DURATION:P99999999W'),
        vevent('dashes', 'DTSTART:2026-01-05'),
        vevent('good-two', 'DTSTART;VALUE=DATE:20260106'),
      ),
    );
    expect(result.added).toBe(2);
    expect(result.skipped).toBe(4);
    expect(reasons(result)).toEqual({
      kiritimati: 'invalid_date',
      nines: 'invalid_date',
      long: 'invalid_date',
      dashes: 'invalid_date',
    });
    const week = await range(erin, '2026-01-05T00:00:00Z', '2026-01-12T00:00:00Z');
    expect(week.map((event) => event.title)).toEqual(['good-one', 'good-two']);
  });
});

describe('calendar: bounded import', () => {
  it('a preview of 200 rules that never match skips each with its reason', async () => {
    const never = Array.from({ length: 200 }, (_, i) =>
      vevent(
        `never-${i}`,
        'DTSTART:20260105T090000Z',
        'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30;COUNT=2',
      ),
    );
    const result = await importInto(alice, icsFile(...never), false);
    expect(result).toMatchObject({ found: 0, added: 0, skipped: 200 });
    expect(new Set(result.skippedEvents.map((item) => item.reason))).toEqual(
      new Set(['never_matches']),
    );
    expect(result.skippedEvents).toHaveLength(20);
  });

  it('a rule that only a walk shows to be empty is skipped too (every 4 years on 29 February, from 2025)', async () => {
    const result = await importInto(
      alice,
      icsFile(
        vevent(
          'leap-never',
          'DTSTART:20250301T090000Z',
          'RRULE:FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYMONTHDAY=29',
        ),
      ),
      false,
    );
    expect(reasons(result)).toEqual({ 'leap-never': 'never_matches' });
  });
});

describe('calendar: export keeps each value on its line', () => {
  it('a bare CR or LF in a title, location or description never starts a line of its own', async () => {
    const frank = await signUp('Frank', 'UTC');
    await create(
      frank,
      hourAt('2026-03-03T10:00:00Z', 'UTC', {
        title: 'Title\rUID:evil-1\rEND:VEVENT',
        description: 'Text\rUID:evil-2\nBEGIN:VEVENT\r\nUID:evil-3',
      }),
    );
    const response = await call(frank, { url: CALENDAR_PATHS.exportIcs(frank.username) });
    expect(response.statusCode).toBe(200);
    const lines = response.body.split(/\r\n|\r|\n/);
    expect(lines.filter((line) => line.startsWith('UID:'))).toHaveLength(1);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(response.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});
