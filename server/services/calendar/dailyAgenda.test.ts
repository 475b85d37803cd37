import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, CALENDAR_PATHS, type UpdateReminderSettings } from '@/api/schema';
import { createDatabase } from '../../db/database.ts';
import { sql } from '../../db/index.ts';
import { memoryMailer } from '../../test/app.ts';
import { calendarTestServer, hourAt, type CalendarUser } from '../../test/calendar.ts';
import { newUser, register } from '../../test/users.ts';
import { fakeClock } from '../scheduler/clock.ts';
import { createScheduler } from '../scheduler/scheduler.ts';
import { agendaJob } from './dailyAgenda.ts';
import { createCalendarEvents } from './events.ts';

const clock = fakeClock('2026-10-23T12:00:00Z');
const mailer = memoryMailer();
const quiet = { error() {} };

const AGENDA_ON: UpdateReminderSettings = {
  defaultReminders: [],
  defaultAllDayReminders: [],
  email: false,
  agendaEmail: true,
  agendaTime: '07:30',
};

describe('the daily agenda mail', () => {
  const calendar = calendarTestServer({ clock, mailer });
  const db = () => calendar.server.database.db;
  const second = { close: async () => {} };
  afterAll(() => second.close());
  beforeEach(() => {
    mailer.sent.length = 0;
  });

  const save = async (user: CalendarUser, body: UpdateReminderSettings) => {
    const response = await calendar.call(user, {
      method: 'PUT',
      url: CALENDAR_PATHS.reminderSettings,
      body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const userIdOf = async (user: CalendarUser) =>
    (await db().one<{ id: string }>(sql`SELECT id FROM users WHERE username = ${user.username}`))
      .id;
  const pending = async (user: CalendarUser) =>
    (
      await db().many<{ due_at: Date }>(sql`
        SELECT due_at FROM scheduled_jobs
        WHERE kind = 'calendar.agenda' AND status = 'pending' AND subject = ${await userIdOf(user)}`)
    ).map((row) => row.due_at.toISOString());
  /** Moves the clock to the user's pending agenda and runs what is due. */
  const fireNext = async (user: CalendarUser) => {
    const [due] = await pending(user);
    clock.set(due!);
    await calendar.server.app.scheduler.runDue();
    return due;
  };

  it('goes out at 07:30 in Europe/Bucharest across the October change, all-day first, series expanded', async () => {
    clock.set('2026-10-23T12:00:00Z');
    const ana = await calendar.signUp('Ana', 'Europe/Bucharest');
    await calendar.create(ana, {
      ...hourAt('2026-10-20T06:00:00Z', 'Europe/Bucharest'), // 09:00 EEST
      title: 'Standup',
      recurrence: { frequency: 'daily', interval: 1 },
    });
    await calendar.create(ana, {
      title: 'Trip',
      allDay: true,
      start: '2026-10-25T00:00:00Z',
      end: '2026-10-26T00:00:00Z',
      timeZone: 'Europe/Bucharest',
    });
    const saved = await save(ana, AGENDA_ON);
    expect(saved).toMatchObject({ agendaEmail: true, agendaTime: '07:30' });

    // 07:30 is 04:30 UTC in summer time (UTC+3), 05:30 UTC from 25 October (UTC+2).
    expect(await fireNext(ana)).toBe('2026-10-24T04:30:00.000Z');
    expect(await fireNext(ana)).toBe('2026-10-25T05:30:00.000Z');
    expect(await pending(ana)).toEqual(['2026-10-26T05:30:00.000Z']);

    expect(mailer.sent.map((mail) => mail.subject)).toEqual([
      'Your agenda for Saturday, October 24, 2026',
      'Your agenda for Sunday, October 25, 2026',
    ]);
    const sunday = mailer.sent[1]!.text;
    // The series keeps 09:00 local after the change; the all-day event comes first.
    expect(sunday.indexOf('All day  Trip')).toBeGreaterThan(-1);
    expect(sunday.indexOf('All day  Trip')).toBeLessThan(sunday.indexOf('09:00–10:00  Standup'));
    expect(mailer.sent[0]!.text).not.toContain('Trip');
    expect(sunday).toContain(`/calendar/${ana.username}?view=day&date=2026-10-25`);
  });

  it('sends nothing on a day with no events, and schedules the next day', async () => {
    clock.set('2026-10-23T12:00:00Z');
    const bo = await calendar.signUp('Bo', 'Europe/Bucharest');
    await save(bo, AGENDA_ON);
    expect(await fireNext(bo)).toBe('2026-10-24T04:30:00.000Z');
    expect(mailer.sent).toEqual([]);
    expect(await pending(bo)).toEqual(['2026-10-25T05:30:00.000Z']);
  });

  it('fires once when two schedulers on two pools run the due job together', async () => {
    clock.set('2026-10-23T12:00:00Z');
    const cy = await calendar.signUp('Cy', 'Europe/Bucharest');
    await calendar.create(cy, {
      ...hourAt('2026-10-24T07:00:00Z', 'Europe/Bucharest'),
      title: 'Gym',
    });
    await save(cy, AGENDA_ON);
    const pool = createDatabase({
      connectionString: calendar.server.database.url,
      onError: () => undefined,
    });
    second.close = () => pool.close();
    const other = createScheduler(pool, {
      kinds: [
        agendaJob({
          mailer,
          publicUrl: () => 'http://127.0.0.1',
          range: createCalendarEvents(pool, clock).range,
        }),
      ],
      clock,
      log: quiet,
    });
    clock.set('2026-10-24T04:30:00Z');
    const [mine, theirs] = await Promise.all([
      calendar.server.app.scheduler.runDue(),
      other.runDue(),
    ]);
    expect(mine.fired + theirs.fired).toBe(1);
    expect(mailer.sent.map((mail) => mail.subject)).toEqual([
      'Your agenda for Saturday, October 24, 2026',
    ]);
    expect(mailer.sent[0]!.text).toContain('10:00–11:00  Gym');
  });

  it('still mails, and keeps tomorrow, when the day cannot be listed', async () => {
    clock.set('2026-10-23T12:00:00Z');
    const fay = await calendar.signUp('Fay', 'Europe/Bucharest');
    await save(fay, AGENDA_ON);
    const failing = createScheduler(calendar.server.database.db, {
      kinds: [
        agendaJob({
          mailer,
          publicUrl: () => 'http://127.0.0.1',
          range: () => Promise.reject(new Error('range_too_expensive')),
        }),
      ],
      clock,
      log: quiet,
    });
    clock.set('2026-10-24T04:30:00Z');
    expect((await failing.runDue()).fired).toBeGreaterThan(0);
    expect(mailer.sent.map((mail) => mail.text)).toEqual([
      expect.stringContaining('Your events could not be listed today'),
    ]);
    expect(await pending(fay)).toEqual(['2026-10-25T05:30:00.000Z']);
  });

  it('moves with a new time or time zone and is dropped when turned off', async () => {
    clock.set('2026-10-23T12:00:00Z');
    const di = await calendar.signUp('Di', 'Europe/Bucharest');
    await save(di, AGENDA_ON);
    expect(await pending(di)).toEqual(['2026-10-24T04:30:00.000Z']);
    await save(di, { ...AGENDA_ON, agendaTime: '18:15' });
    expect(await pending(di)).toEqual(['2026-10-23T15:15:00.000Z']);
    const zone = await calendar.call(di, {
      method: 'PUT',
      url: CALENDAR_PATHS.settings,
      body: { timeZone: 'America/New_York' },
    });
    expect(zone.statusCode, zone.body).toBe(200);
    expect(await pending(di)).toEqual(['2026-10-23T22:15:00.000Z']);
    // A client that leaves the agenda out keeps it as it is.
    const { agendaEmail: _on, agendaTime: _at, ...older } = AGENDA_ON;
    expect(await save(di, older)).toMatchObject({ agendaEmail: true, agendaTime: '18:15' });
    await save(di, { ...AGENDA_ON, agendaEmail: false });
    expect(await pending(di)).toEqual([]);
  });

  it('moves to its hour in the zone a first sign-in adopts, when turned on before any zone', async () => {
    clock.set('2026-10-23T12:00:00Z');
    const account = newUser({ name: 'Fay' });
    const session = await register(calendar.server.client, account);
    const fay = { token: session.token, username: session.user.username };
    await save(fay, AGENDA_ON);
    expect(await pending(fay)).toEqual(['2026-10-24T07:30:00.000Z']);
    const login = await calendar.server.client.call('POST', `/api${ACCOUNT_PATHS.login}`, {
      body: {
        identifier: account.username,
        password: account.password,
        timeZone: 'Europe/Bucharest',
      },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(await pending(fay)).toEqual(['2026-10-24T04:30:00.000Z']);
  });

  it('refuses a time of day that is not HH:mm', async () => {
    const ed = await calendar.signUp('Ed');
    for (const agendaTime of ['7:30', '24:00', '07:60', '07:30:00', '']) {
      const response = await calendar.call(ed, {
        method: 'PUT',
        url: CALENDAR_PATHS.reminderSettings,
        body: { ...AGENDA_ON, agendaTime },
      });
      expect(response.statusCode, agendaTime).toBe(400);
      expect(response.json().error.fields).toEqual({ agendaTime: 'invalid_time_of_day' });
    }
  });
});
