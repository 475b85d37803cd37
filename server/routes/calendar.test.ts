import { beforeAll, describe, expect, it } from 'vitest';
import {
  CALENDAR_PATHS,
  eventConflictSchema,
  eventResponseSchema,
  searchResponseSchema,
  SEARCH_PATHS,
  type CalendarEvent,
} from '@/api/schema';
import { calendarTestServer, hourAt, localStarts, type CalendarUser } from '../test/calendar.ts';

const { call, signUp, create, range, update, remove } = calendarTestServer();
let alice: CalendarUser;

beforeAll(async () => {
  alice = await signUp('Alice', 'Europe/Bucharest');
});

describe('calendar: events', () => {
  it('creates, reads back and lists an event in its range only', async () => {
    const event = await create(alice, {
      ...hourAt('2026-05-04T07:00:00Z', 'Europe/Bucharest'),
      title: '  Dentist  ',
      location: 'Str. Lipscani 5',
      description: 'Bring the card.\nAsk about the bill.',
      color: 'teal',
    });
    expect(event).toMatchObject({
      title: 'Dentist',
      location: 'Str. Lipscani 5',
      color: 'teal',
      allDay: false,
      recurrence: null,
      version: 1,
      seriesId: null,
    });
    const got = await call(alice, { url: CALENDAR_PATHS.event(alice.username, event.id) });
    expect(eventResponseSchema.parse(got.json()).event).toEqual(event);
    expect(await range(alice, '2026-05-04T00:00:00Z', '2026-05-05T00:00:00Z')).toEqual([event]);
    expect(await range(alice, '2026-05-04T08:00:00Z', '2026-05-05T00:00:00Z')).toEqual([]);
  });

  it('refuses an end before the start, a bad zone, an empty or long title, and too wide a range', async () => {
    const base = hourAt('2026-05-04T07:00:00Z', 'Europe/Bucharest');
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...base, end: '2026-05-04T06:00:00Z' }, { end: 'end_before_start' }],
      [{ ...base, end: base.start }, { end: 'end_before_start' }],
      [{ ...base, timeZone: 'Mars/Olympus' }, { timeZone: 'invalid' }],
      [{ ...base, title: '   ' }, { title: 'too_short' }],
      [{ ...base, title: 'x'.repeat(201) }, { title: 'too_long' }],
      [{ ...base, description: 'x'.repeat(5001) }, { description: 'too_long' }],
    ];
    for (const [body, fields] of cases) {
      const response = await call(alice, {
        method: 'POST',
        url: CALENDAR_PATHS.events(alice.username),
        body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'validation_failed', fields } });
    }
    const wide = await call(alice, {
      url: CALENDAR_PATHS.events(alice.username),
      query: { from: '2026-01-01T00:00:00Z', to: '2027-06-01T00:00:00Z' },
    });
    expect(wide.json()).toMatchObject({ error: { fields: { to: 'too_long' } } });
    const patch = await call(alice, {
      method: 'PATCH',
      url: CALENDAR_PATHS.event(alice.username, '00000000-0000-4000-8000-000000000000'),
      body: { version: 1, start: '2026-05-04T09:00:00Z', end: '2026-05-04T08:00:00Z' },
    });
    expect(patch.json()).toMatchObject({ error: { fields: { end: 'end_before_start' } } });
  });

  it('moves keeping the length, resizes, and answers 409 with the current event to a stale version', async () => {
    const event = await create(alice, hourAt('2026-06-01T07:00:00Z', 'Europe/Bucharest'));
    const moved = await update(alice, event.id, { version: 1, start: '2026-06-03T09:00:00Z' });
    expect(moved.event).toMatchObject({
      start: '2026-06-03T09:00:00.000Z',
      end: '2026-06-03T10:00:00.000Z',
      version: 2,
    });
    const resized = await update(alice, event.id, { version: 2, end: '2026-06-03T11:30:00Z' });
    expect(resized.event).toMatchObject({
      start: '2026-06-03T09:00:00.000Z',
      end: '2026-06-03T11:30:00.000Z',
    });
    const stale = await call(alice, {
      method: 'PATCH',
      url: CALENDAR_PATHS.event(alice.username, event.id),
      body: { version: 1, title: 'Mine' },
    });
    expect(stale.statusCode).toBe(409);
    expect(eventConflictSchema.parse(stale.json()).current).toMatchObject({
      version: 3,
      title: 'Meeting',
    });
  });

  it('keeps all-day events as whole floating days', async () => {
    const event = await create(alice, {
      title: 'Holiday',
      allDay: true,
      start: '2026-07-10T00:00:00Z',
      end: '2026-07-10T12:00:00Z',
      timeZone: 'Europe/Bucharest',
    });
    expect(event).toMatchObject({
      start: '2026-07-10T00:00:00.000Z',
      end: '2026-07-11T00:00:00.000Z',
      allDay: true,
    });
  });

  it('deletes, and UNDO puts the event back', async () => {
    const event = await create(alice, hourAt('2026-08-01T07:00:00Z', 'Europe/Bucharest'));
    const { undo } = await remove(alice, event.id);
    expect(await range(alice, '2026-08-01T00:00:00Z', '2026-08-02T00:00:00Z')).toEqual([]);
    const restored = await call(alice, {
      method: 'POST',
      url: CALENDAR_PATHS.undo(alice.username, undo),
    });
    expect(restored.statusCode).toBe(204);
    const [back] = await range(alice, '2026-08-01T00:00:00Z', '2026-08-02T00:00:00Z');
    expect(back).toMatchObject({ id: event.id, title: event.title, start: event.start });
    const again = await call(alice, {
      method: 'POST',
      url: CALENDAR_PATHS.undo(alice.username, undo),
    });
    expect(again.statusCode).toBe(404);
  });

  it('finds events in the global search by title, description and location', async () => {
    await create(alice, {
      ...hourAt('2026-09-01T07:00:00Z', 'Europe/Bucharest'),
      title: 'Quarterly planning',
      description: 'Budget for the aquarium',
      location: 'Timișoara office',
    });
    for (const q of ['quarterly', 'aquarium', 'timisoara']) {
      const response = await call(alice, { url: SEARCH_PATHS.search, query: { q } });
      const { events } = searchResponseSchema.parse(response.json());
      expect(
        events.map((hit) => hit.title),
        q,
      ).toContain('Quarterly planning');
    }
  });

  it('tells in the global search when each event found is: a single one, an all-day one, a series', async () => {
    const single = await create(alice, {
      ...hourAt('2026-12-08T12:00:00Z', 'Europe/Bucharest'),
      title: 'Kestrel dentist',
    });
    const allDay = await create(alice, {
      title: 'Kestrel holiday',
      allDay: true,
      start: '2026-12-24T00:00:00Z',
      end: '2026-12-25T00:00:00Z',
      timeZone: 'Europe/Bucharest',
    });
    const series = await create(alice, {
      ...hourAt('2026-11-02T07:00:00Z', 'Europe/Bucharest'),
      title: 'Kestrel standup',
      recurrence: { frequency: 'weekly', weekdays: ['MO'] },
    });
    const response = await call(alice, { url: SEARCH_PATHS.search, query: { q: 'kestrel' } });
    const { events } = searchResponseSchema.parse(response.json());
    const whenOf = (id: string) => events.find((hit) => hit.id === id)?.when;
    expect(whenOf(single.id)).toEqual({
      start: '2026-12-08T12:00:00.000Z',
      allDay: false,
      repeats: false,
    });
    expect(whenOf(allDay.id)).toEqual({
      start: '2026-12-24T00:00:00.000Z',
      allDay: true,
      repeats: false,
    });
    // A series is one hit, dated from its first occurrence.
    expect(whenOf(series.id)).toEqual({
      start: '2026-11-02T07:00:00.000Z',
      allDay: false,
      repeats: true,
    });
  });
});

/** Each occurrence's start on the zone's clock beside its UTC time of day. */
const localAndUtc = (items: CalendarEvent[], zone: string) =>
  localStarts(items, zone).map((local, i) => `${local} = ${items[i]!.start.slice(11, 16)}Z`);

describe('calendar: recurrence', () => {
  it('keeps a weekly 09:00 at 09:00 across the DST change in Europe/Bucharest', async () => {
    const series = await create(alice, {
      ...hourAt('2026-03-16T07:00:00Z', 'Europe/Bucharest'),
      title: 'Standup RO',
      recurrence: { frequency: 'weekly', weekdays: ['MO'] },
    });
    expect(series.recurrence).toEqual({ frequency: 'weekly', interval: 1, weekdays: ['MO'] });
    const items = (await range(alice, '2026-03-15T00:00:00Z', '2026-04-12T00:00:00Z')).filter(
      (event) => event.id === series.id,
    );
    // The clock moved on 29 March: the same 09:00 is an hour earlier in UTC.
    expect(localAndUtc(items, 'Europe/Bucharest')).toEqual([
      '2026-03-16 09:00 = 07:00Z',
      '2026-03-23 09:00 = 07:00Z',
      '2026-03-30 09:00 = 06:00Z',
      '2026-04-06 09:00 = 06:00Z',
    ]);
    expect(new Set(items.map((event) => event.occurrenceId)).size).toBe(4);
  });

  it('keeps a weekly 09:00 at 09:00 across the DST change in America/New_York', async () => {
    const bob = await signUp('Bob', 'America/New_York');
    const series = await create(bob, {
      ...hourAt('2026-10-19T13:00:00Z', 'America/New_York'),
      title: 'Standup NY',
      recurrence: { frequency: 'weekly', weekdays: ['MO'], count: 4 },
    });
    const items = await range(bob, '2026-10-01T00:00:00Z', '2026-12-31T00:00:00Z');
    expect(items.every((event) => event.id === series.id)).toBe(true);
    expect(localAndUtc(items, 'America/New_York')).toEqual([
      '2026-10-19 09:00 = 13:00Z',
      '2026-10-26 09:00 = 13:00Z',
      '2026-11-02 09:00 = 14:00Z',
      '2026-11-09 09:00 = 14:00Z',
    ]);
  });

  it('monthly by weekday and by date, yearly, until a date', async () => {
    const carol = await signUp('Carol', 'UTC');
    await create(carol, {
      ...hourAt('2026-01-13T10:00:00Z', 'UTC'),
      title: 'Second Tuesday',
      recurrence: { frequency: 'monthly', monthlyBy: 'weekday', until: '2026-04-30' },
    });
    const items = await range(carol, '2026-01-01T00:00:00Z', '2026-12-31T00:00:00Z');
    expect(items.map((event) => event.start.slice(0, 10))).toEqual([
      '2026-01-13',
      '2026-02-10',
      '2026-03-10',
      '2026-04-14',
    ]);
    expect(items[0]!.recurrence).toEqual({
      frequency: 'monthly',
      interval: 1,
      monthlyBy: 'weekday',
      until: '2026-04-30',
    });
  });

  it('"this event" edits one occurrence; "this event" deletes one occurrence', async () => {
    const dan = await signUp('Dan', 'Europe/Bucharest');
    const series = await create(dan, {
      ...hourAt('2026-05-04T06:00:00Z', 'Europe/Bucharest'),
      title: 'Gym',
      recurrence: { frequency: 'daily', count: 5 },
    });
    const third = '2026-05-06T06:00:00.000Z';
    const edited = await update(dan, series.id, {
      version: 1,
      scope: 'this',
      occurrence: third,
      title: 'Gym (late)',
      start: '2026-05-06T15:00:00Z',
    });
    expect(edited.event).toMatchObject({
      seriesId: series.id,
      recurrenceStart: third,
      title: 'Gym (late)',
    });
    await remove(dan, series.id, { scope: 'this', occurrence: '2026-05-07T06:00:00.000Z' });
    const items = await range(dan, '2026-05-01T00:00:00Z', '2026-05-31T00:00:00Z');
    expect(items.map((event) => `${event.start.slice(5, 16)} ${event.title}`)).toEqual([
      '05-04T06:00 Gym',
      '05-05T06:00 Gym',
      '05-06T15:00 Gym (late)',
      '05-08T06:00 Gym',
    ]);
    const notOne = await call(dan, {
      method: 'PATCH',
      url: CALENDAR_PATHS.event(dan.username, series.id),
      body: { version: 2, scope: 'this', occurrence: '2026-05-05T07:00:00Z', title: 'x' },
    });
    expect(notOne.json()).toMatchObject({ error: { fields: { occurrence: 'invalid' } } });
  });

  it('"this and following" splits the series where it is asked, keeping what remains of a count', async () => {
    const erin = await signUp('Erin', 'Europe/Bucharest');
    const series = await create(erin, {
      ...hourAt('2026-06-01T06:00:00Z', 'Europe/Bucharest'),
      title: 'Class',
      recurrence: { frequency: 'weekly', count: 6 },
    });
    await remove(erin, series.id, { scope: 'this', occurrence: '2026-06-29T06:00:00.000Z' });
    const { event: tail } = await update(erin, series.id, {
      version: 2,
      scope: 'following',
      occurrence: '2026-06-15T06:00:00.000Z',
      title: 'Class (room 2)',
      start: '2026-06-15T07:00:00Z',
    });
    expect(tail!.id).not.toBe(series.id);
    expect(tail!.uid).not.toBe(series.uid);
    const items = await range(erin, '2026-05-01T00:00:00Z', '2026-08-01T00:00:00Z');
    expect(items.map((event) => `${event.start.slice(5, 16)} ${event.title}`)).toEqual([
      '06-01T06:00 Class',
      '06-08T06:00 Class',
      '06-15T07:00 Class (room 2)',
      '06-22T07:00 Class (room 2)',
      '07-06T07:00 Class (room 2)',
    ]);
    const head = items[0]!;
    expect(head.rrule).toMatch(/UNTIL=20260615T055959Z/);
    expect(tail!.rrule).toMatch(/COUNT=4/);
    expect(tail!.exdates).toEqual(['2026-06-29T07:00:00.000Z']);
    // "all events" from an occurrence of the tail moves the whole tail by the drag's distance.
    await update(erin, tail!.id, {
      version: tail!.version,
      scope: 'all',
      occurrence: '2026-06-22T07:00:00.000Z',
      start: '2026-06-23T07:00:00Z',
    });
    const moved = await range(erin, '2026-06-10T00:00:00Z', '2026-08-01T00:00:00Z');
    expect(moved.map((event) => event.start.slice(5, 10))).toEqual(['06-16', '06-23', '07-07']);
    // Deleting "this and following" from the second occurrence leaves only the first.
    await remove(erin, series.id, { scope: 'following', occurrence: '2026-06-08T06:00:00.000Z' });
    const left = await range(erin, '2026-05-01T00:00:00Z', '2026-06-14T00:00:00Z');
    expect(left.map((event) => event.start.slice(5, 10))).toEqual(['06-01']);
  });
});
