import { describe, expect, it } from 'vitest';
import { CALENDAR_PATHS, NOTIFICATION_PATHS, notificationListResponseSchema } from '@/api/schema';
import { sql } from '../../db/index.ts';
import { memoryMailer } from '../../test/app.ts';
import { calendarTestServer, hourAt, type CalendarUser } from '../../test/calendar.ts';
import { fakeClock } from '../scheduler/clock.ts';

const clock = fakeClock('2026-03-01T00:00:00Z');
const mailer = memoryMailer();

describe('reminders', () => {
  const calendar = calendarTestServer({ clock, mailer });
  const db = () => calendar.server.database.db;

  const pending = async (eventIds: string[]) =>
    (
      await db().many<{ subject: string; due_at: Date }>(sql`
        SELECT subject, due_at FROM scheduled_jobs
        WHERE kind = 'calendar.reminder' AND status = 'pending' AND subject = ANY (${eventIds}::text[])
        ORDER BY due_at`)
    ).map((row) => ({ subject: row.subject, due: row.due_at.toISOString() }));

  /** Moves the clock to each next reminder of the event and fires it; the times they fired. */
  async function fireNext(eventId: string, times: number): Promise<string[]> {
    const fired: string[] = [];
    for (let i = 0; i < times; i++) {
      const [next] = await pending([eventId]);
      if (!next) break;
      clock.set(next.due);
      expect((await calendar.server.app.scheduler.runDue()).fired).toBeGreaterThan(0);
      fired.push(next.due);
    }
    return fired;
  }

  const notificationsOf = async (user: CalendarUser) => {
    const response = await calendar.call(user, { url: NOTIFICATION_PATHS.list });
    expect(response.statusCode, response.body).toBe(200);
    return notificationListResponseSchema.parse(response.json()).items;
  };

  it('reminds each occurrence at its local time across a DST change in Europe/Bucharest', async () => {
    clock.set('2026-03-19T00:00:00Z');
    const user = await calendar.signUp('Ana', 'Europe/Bucharest');
    const event = await calendar.create(user, {
      ...hourAt('2026-03-19T07:00:00Z', 'Europe/Bucharest'), // 09:00 in Bucharest (EET)
      title: 'Standup',
      recurrence: { frequency: 'weekly', interval: 1, weekdays: ['TH'] },
      reminders: [10],
    });
    expect(event.reminders).toEqual([10]);
    // 08:50 local each Thursday: EET (UTC+2) until 29 March, EEST (UTC+3) after.
    expect(await fireNext(event.id, 3)).toEqual([
      '2026-03-19T06:50:00.000Z',
      '2026-03-26T06:50:00.000Z',
      '2026-04-02T05:50:00.000Z',
    ]);
    const notes = await notificationsOf(user);
    expect(notes.map((n) => n.kind === 'reminder' && n.payload.start)).toEqual([
      '2026-04-02T06:00:00.000Z',
      '2026-03-26T07:00:00.000Z',
      '2026-03-19T07:00:00.000Z',
    ]);
    expect(notes[0]).toMatchObject({
      kind: 'reminder',
      title: 'Standup',
      target: `/calendar/${user.username}?event=${event.id}`,
      payload: { minutesBefore: 10, late: false },
    });
  });

  it('reminds at the local time across a DST change in America/New_York', async () => {
    clock.set('2026-03-06T00:00:00Z');
    const user = await calendar.signUp('Nate', 'America/New_York');
    const event = await calendar.create(user, {
      ...hourAt('2026-03-07T13:00:00Z', 'America/New_York'), // 08:00 EST
      title: 'Gym',
      recurrence: { frequency: 'daily', interval: 1 },
      reminders: [60],
    });
    // 07:00 local: EST (UTC−5) on 7 March, EDT (UTC−4) from 8 March.
    expect(await fireNext(event.id, 2)).toEqual([
      '2026-03-07T12:00:00.000Z',
      '2026-03-08T11:00:00.000Z',
    ]);
  });

  it('moves the reminder with the event, drops it with the event, and says when it is late', async () => {
    clock.set('2026-05-01T10:00:00Z');
    const user = await calendar.signUp('Mo');
    const event = await calendar.create(user, {
      ...hourAt('2026-05-01T12:00:00Z', 'UTC'),
      title: 'Dentist',
      reminders: [30, 5],
    });
    expect(await pending([event.id])).toEqual([
      { subject: event.id, due: '2026-05-01T11:30:00.000Z' },
    ]);
    await calendar.update(user, event.id, {
      version: event.version,
      start: '2026-05-01T15:00:00Z',
    });
    expect(await pending([event.id])).toEqual([
      { subject: event.id, due: '2026-05-01T14:30:00.000Z' },
    ]);
    // Fired 5 minutes after its time (within the 15-minute grace): late, and says so.
    clock.set('2026-05-01T14:35:00Z');
    await calendar.server.app.scheduler.runDue();
    const [late] = await notificationsOf(user);
    expect(late!.payload).toMatchObject({ late: true, latenessSeconds: 300 });
    expect(await pending([event.id])).toEqual([
      { subject: event.id, due: '2026-05-01T14:55:00.000Z' },
    ]);
    const response = await calendar.call(user, {
      method: 'DELETE',
      url: CALENDAR_PATHS.event(user.username, event.id),
    });
    expect(response.statusCode).toBe(200);
    expect(await pending([event.id])).toEqual([]);
  });

  it('after "this and following" the later occurrences remind at their new time', async () => {
    clock.set('2026-06-01T00:00:00Z');
    const user = await calendar.signUp('Fay');
    const series = await calendar.create(user, {
      ...hourAt('2026-06-01T09:00:00Z', 'UTC'),
      title: 'Review',
      recurrence: { frequency: 'daily', interval: 1 },
      reminders: [15],
    });
    const { event: following } = await calendar.update(user, series.id, {
      version: series.version,
      scope: 'following',
      occurrence: '2026-06-03T09:00:00Z',
      start: '2026-06-03T14:00:00Z',
    });
    expect(await pending([series.id, following!.id])).toEqual([
      { subject: series.id, due: '2026-06-01T08:45:00.000Z' },
      { subject: following!.id, due: '2026-06-03T13:45:00.000Z' },
    ]);
    expect(await fireNext(series.id, 3)).toEqual([
      '2026-06-01T08:45:00.000Z',
      '2026-06-02T08:45:00.000Z',
    ]);
    expect(await fireNext(following!.id, 2)).toEqual([
      '2026-06-03T13:45:00.000Z',
      '2026-06-04T13:45:00.000Z',
    ]);
  });

  it('uses the owner default when a new event names none, and mails when asked to', async () => {
    clock.set('2026-07-01T00:00:00Z');
    const user = await calendar.signUp('Di', 'Europe/Bucharest');
    await db().execute(sql`
      UPDATE calendar_settings SET default_reminders = '{5}', default_all_day_reminders = '{1440}',
        reminder_email = true
      WHERE user_id = (SELECT id FROM users WHERE username = ${user.username})`);
    const timed = await calendar.create(user, {
      ...hourAt('2026-07-02T10:00:00Z', 'Europe/Bucharest'),
      title: 'Call',
    });
    const allDay = await calendar.create(user, {
      title: 'Holiday',
      allDay: true,
      start: '2026-07-05T00:00:00Z',
      end: '2026-07-06T00:00:00Z',
      timeZone: 'Europe/Bucharest',
    });
    expect([timed.reminders, allDay.reminders]).toEqual([[5], [1440]]);
    // A day before local midnight of 5 July in Bucharest (UTC+3).
    expect(await pending([allDay.id])).toEqual([
      { subject: allDay.id, due: '2026-07-03T21:00:00.000Z' },
    ]);
    const before = mailer.sent.length;
    await fireNext(timed.id, 1);
    const mail = mailer.sent.at(-1)!;
    expect(mailer.sent.length).toBe(before + 1);
    expect(mail.subject).toBe('Reminder: Call');
    expect(mail.text).toContain(`http://quire.test/calendar/${user.username}?event=${timed.id}`);
    expect(mail.text).toContain('1:00 PM (Europe/Bucharest)');
  });

  it('refuses too many, out-of-range and repeated reminders with a code each', async () => {
    const user = await calendar.signUp('Val');
    const attempt = async (reminders: unknown) => {
      const response = await calendar.call(user, {
        method: 'POST',
        url: CALENDAR_PATHS.events(user.username),
        body: {
          ...hourAt('2026-07-02T10:00:00Z', 'UTC'),
          title: 'x',
          reminders,
        },
      });
      expect(response.statusCode).toBe(400);
      return response.json().error.fields.reminders;
    };
    expect(await attempt([0, 5, 10, 30, 60, 1440])).toBe('too_many_reminders');
    expect(await attempt([-5])).toBe('reminder_out_of_range');
    expect(await attempt([1.5])).toBe('reminder_out_of_range');
    expect(await attempt([50_000])).toBe('reminder_out_of_range');
    expect(await attempt([10, 10])).toBe('duplicate_reminder');
  });

  it('exports reminders as VALARMs and imports them back', async () => {
    clock.set('2026-08-01T00:00:00Z');
    const from = await calendar.signUp('Ex');
    const to = await calendar.signUp('Im');
    await calendar.create(from, {
      ...hourAt('2026-08-10T06:00:00Z', 'UTC'),
      title: 'Flight',
      reminders: [60, 1440],
    });
    const exported = await calendar.call(from, { url: CALENDAR_PATHS.exportIcs(from.username) });
    expect(exported.body).toContain('TRIGGER:-PT1H');
    expect(exported.body).toContain('TRIGGER:-P1D');
    // A foreign alarm after the start and one relative to the end are left out, the event kept.
    const ics = exported.body.replace(
      'END:VEVENT',
      'BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:PT5M\r\nEND:VALARM\r\n' +
        'BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER;RELATED=END:-PT5M\r\nEND:VALARM\r\nEND:VEVENT',
    );
    expect((await calendar.importIcs(to, ics, true)).added).toBe(1);
    const [imported] = await calendar.range(to, '2026-08-10T00:00:00Z', '2026-08-11T00:00:00Z');
    expect(imported!.reminders).toEqual([60, 1440]);
    // Scheduled on the service's clock (the test's), where the reminder is still ahead: on the
    // machine's clock the event is months past and nothing would be pending.
    expect(await pending([imported!.id])).toEqual([
      { subject: imported!.id, due: '2026-08-09T06:00:00.000Z' },
    ]);
  });
});
