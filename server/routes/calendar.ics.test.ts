import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_PATHS } from '@/api/schema';
import { calendarTestServer, hourAt, localStarts, type CalendarUser } from '../test/calendar.ts';
import { expectRefusal } from '../test/client.ts';

const { call, signUp, create, range, update, remove, importIcs: importInto } = calendarTestServer();
let alice: CalendarUser;

beforeAll(async () => {
  alice = await signUp('Alice', 'Europe/Bucharest');
});

const TRICKY_TITLES = [
  'Lunch, then coffee; maybe',
  'Line one\nline two',
  'Party 🎉🥳',
  '团队会议：季度计划',
  'Backslash \\ and "quotes"',
];

async function exportOf(user: CalendarUser): Promise<string> {
  const response = await call(user, { url: CALENDAR_PATHS.exportIcs(user.username) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/calendar/);
  expect(response.headers['content-disposition']).toMatch(/attachment; filename=".+\.ics"/);
  return response.body;
}

describe('calendar: .ics export', () => {
  it('writes a file ical.js reads back, titles with commas, semicolons, newlines, emoji and Chinese intact', async () => {
    for (const [i, title] of TRICKY_TITLES.entries()) {
      await create(
        alice,
        hourAt(`2026-04-0${i + 1}T07:00:00Z`, 'Europe/Bucharest', { title, description: title }),
      );
    }
    const text = await exportOf(alice);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.summary).sort()).toEqual([...TRICKY_TITLES].sort());
    expect(events.map((event) => event.description).sort()).toEqual([...TRICKY_TITLES].sort());
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
      'Europe/Bucharest',
    );
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(
      true,
    );
  });

  it('keeps rules, exclusions and edited occurrences, expanding to the same times in another program', async () => {
    const bob = await signUp('Bob', 'America/New_York');
    const series = await create(bob, {
      ...hourAt('2026-03-02T14:00:00Z', 'America/New_York'),
      title: 'Weekly sync',
      recurrence: { frequency: 'weekly', weekdays: ['MO'], count: 6 },
    });
    await remove(bob, series.id, { scope: 'this', occurrence: '2026-03-16T13:00:00.000Z' });
    await update(bob, series.id, {
      version: 2,
      scope: 'this',
      occurrence: '2026-03-23T13:00:00.000Z',
      title: 'Weekly sync (moved)',
      start: '2026-03-24T13:00:00Z',
    });
    const ours = await range(bob, '2026-03-01T00:00:00Z', '2026-05-01T00:00:00Z');
    const text = await exportOf(bob);
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const zone of calendar.getAllSubcomponents('vtimezone'))
      ICAL.TimezoneService.register(zone);
    const [master, edited] = calendar
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component));
    const rule = master!.component.getFirstPropertyValue('rrule')!.toString().split(';').sort();
    expect(rule).toEqual(['BYDAY=MO', 'COUNT=6', 'FREQ=WEEKLY']);
    expect(master!.component.getAllProperties('exdate')).toHaveLength(1);
    master!.relateException(edited!);
    const theirs: string[] = [];
    // ical.js's own expansion: the rule, less its EXDATEs, in the file's VTIMEZONE.
    const iterator = master!.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      theirs.push(master!.getOccurrenceDetails(next).startDate.toJSDate().toISOString());
    }
    ICAL.TimezoneService.reset();
    expect(theirs.sort()).toEqual(ours.map((event) => event.start).sort());
    expect(localStarts(ours, 'America/New_York')).toContain('2026-03-09 09:00');
  });
});

/** A file as another program (an Outlook-style export) writes it, by hand. */
const FOREIGN_ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Other Program//Calendar 1.0//EN',
  'BEGIN:VTIMEZONE',
  'TZID:Romance Standard Time',
  'BEGIN:STANDARD',
  'DTSTART:16011028T030000',
  'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010325T020000',
  'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
  'BEGIN:VEVENT',
  'UID:weekly-123@other.example',
  'DTSTAMP:20260101T000000Z',
  'DTSTART;TZID=Romance Standard Time:20260302T100000',
  'DTEND;TZID=Romance Standard Time:20260302T110000',
  'RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20260330T235959Z',
  'EXDATE;TZID=Romance Standard Time:20260316T100000',
  'SUMMARY:Team call\\, weekly',
  'DESCRIPTION:Agenda:\\n1. news\\n2. plans',
  'LOCATION:Room 4',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:holiday-9@other.example',
  'DTSTAMP:20260101T000000Z',
  'DTSTART;VALUE=DATE:20260501',
  'DTEND;VALUE=DATE:20260502',
  'SUMMARY:Labour Day',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:broken@other.example',
  'SUMMARY:No start at all',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

describe('calendar: .ics import', () => {
  it('previews with a count, then applies a file written by another program, VTIMEZONE, RRULE and EXDATE read', async () => {
    const carol = await signUp('Carol', 'Europe/Paris');
    const preview = await importInto(carol, FOREIGN_ICS, false);
    expect(preview).toMatchObject({
      found: 2,
      added: 2,
      duplicates: 0,
      skipped: 1,
      applied: false,
    });
    expect(preview.preview.map((item) => item.title)).toEqual(['Team call, weekly', 'Labour Day']);
    expect(await range(carol, '2026-03-01T00:00:00Z', '2026-06-01T00:00:00Z')).toEqual([]);
    const applied = await importInto(carol, FOREIGN_ICS, true);
    expect(applied).toMatchObject({ added: 2, applied: true });
    const items = await range(carol, '2026-03-01T00:00:00Z', '2026-06-01T00:00:00Z');
    expect(items.map((event) => `${event.start} ${event.title}`)).toEqual([
      '2026-03-02T09:00:00.000Z Team call, weekly',
      '2026-03-09T09:00:00.000Z Team call, weekly',
      '2026-03-23T09:00:00.000Z Team call, weekly',
      // The file's zone moved to summer time on 29 March: 10:00 there is 08:00 UTC.
      '2026-03-30T08:00:00.000Z Team call, weekly',
      '2026-05-01T00:00:00.000Z Labour Day',
    ]);
    expect(items[0]!.description).toBe('Agenda:\n1. news\n2. plans');
    expect(items[4]!.allDay).toBe(true);
    const again = await importInto(carol, FOREIGN_ICS, true);
    expect(again).toMatchObject({ found: 2, duplicates: 2, added: 0 });
  });

  it('an export imported into another account gives the same events', async () => {
    const dan = await signUp('Dan', 'Europe/Bucharest');
    await create(dan, {
      ...hourAt('2026-10-05T06:00:00Z', 'Europe/Bucharest'),
      title: 'Run, fast; far',
      recurrence: { frequency: 'weekly', count: 5 },
    });
    await create(dan, {
      title: '春节',
      allDay: true,
      start: '2026-02-17T00:00:00Z',
      end: '2026-02-18T00:00:00Z',
      timeZone: 'Asia/Shanghai',
    });
    const erin = await signUp('Erin', 'America/New_York');
    const result = await importInto(erin, await exportOf(dan), true);
    expect(result).toMatchObject({ added: 2, skipped: 0 });
    const pick = (events: Awaited<ReturnType<typeof range>>) =>
      events.map(({ title, start, end, allDay, timeZone, rrule }) => ({
        title,
        start,
        end,
        allDay,
        timeZone,
        rrule,
      }));
    const from = '2026-01-01T00:00:00Z';
    const to = '2026-12-31T00:00:00Z';
    expect(pick(await range(erin, from, to))).toEqual(pick(await range(dan, from, to)));
  });

  it('refuses what is not an iCalendar file and a file too large', async () => {
    const response = await call(alice, {
      method: 'POST',
      url: CALENDAR_PATHS.import(alice.username),
      body: { ics: 'hello, not a calendar' },
    });
    expectRefusal(response, 422, { code: 'unprocessable', fields: { file: 'invalid' } });
    const big = await call(alice, {
      method: 'POST',
      url: CALENDAR_PATHS.import(alice.username),
      body: { ics: 'x'.repeat(1_200_000) },
    });
    expect(big.statusCode).toBe(413);
  });
});
