import { describe, expect, it } from 'vitest';
import { CALENDAR_PATHS, reminderSettingsSchema, type UpdateReminderSettings } from '@/api/schema';
import { calendarTestServer, hourAt, type CalendarUser } from '../test/calendar.ts';

const { call, signUp, create } = calendarTestServer();

const save = (user: CalendarUser | undefined, body: unknown) =>
  call(user, { method: 'PUT', url: CALENDAR_PATHS.reminderSettings, body });
const read = async (user: CalendarUser) => {
  const response = await call(user, { url: CALENDAR_PATHS.reminderSettings });
  expect(response.statusCode, response.body).toBe(200);
  return reminderSettingsSchema.parse(response.json());
};

const SETTINGS: UpdateReminderSettings = {
  defaultReminders: [30, 10],
  defaultAllDayReminders: [900],
  email: true,
};

/** What a user has before saving anything: no defaults, no mail, the agenda off at 07:00. */
const NONE = {
  defaultReminders: [],
  defaultAllDayReminders: [],
  email: false,
  agendaEmail: false,
  agendaTime: '07:00',
};

describe('calendar: reminder settings', () => {
  it('start with none and no mail, keep what is saved (sorted) and leave the time zone alone', async () => {
    const ana = await signUp('Ana', 'Europe/Bucharest');
    expect(await read(ana)).toEqual(NONE);
    const saved = await save(ana, SETTINGS);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      ...NONE,
      defaultReminders: [10, 30],
      defaultAllDayReminders: [900],
      email: true,
    };
    expect(saved.json()).toEqual(expected);
    expect(await read(ana)).toEqual(expected);
    const zone = await call(ana, { url: CALENDAR_PATHS.settings });
    expect(zone.json()).toEqual({ timeZone: 'Europe/Bucharest' });
  });

  it('are what a new event takes when it names no reminders', async () => {
    const bo = await signUp('Bo', 'UTC');
    await save(bo, SETTINGS);
    const timed = await create(bo, { ...hourAt('2030-01-02T10:00:00Z', 'UTC'), title: 'Call' });
    const allDay = await create(bo, {
      title: 'Trip',
      allDay: true,
      start: '2030-01-05T00:00:00Z',
      end: '2030-01-06T00:00:00Z',
      timeZone: 'UTC',
    });
    expect([timed.reminders, allDay.reminders]).toEqual([[10, 30], [900]]);
  });

  it('refuse bad lists with a field code each, a missing field, an unknown one, and no session', async () => {
    const cy = await signUp('Cy');
    const fieldOf = async (body: unknown) => {
      const response = await save(cy, body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().error.fields as Record<string, string>;
    };
    expect(await fieldOf({ ...SETTINGS, defaultReminders: [0, 5, 10, 30, 60, 1440] })).toEqual({
      defaultReminders: 'too_many_reminders',
    });
    expect(await fieldOf({ ...SETTINGS, defaultAllDayReminders: [-1] })).toEqual({
      defaultAllDayReminders: 'reminder_out_of_range',
    });
    expect(await fieldOf({ ...SETTINGS, defaultReminders: [5, 5] })).toEqual({
      defaultReminders: 'duplicate_reminder',
    });
    expect(Object.keys(await fieldOf({ defaultReminders: [] }))).toEqual(
      expect.arrayContaining(['defaultAllDayReminders', 'email']),
    );
    expect((await save(cy, { ...SETTINGS, extra: 1 })).statusCode).toBe(400);
    expect(await read(cy)).toEqual(NONE);
    expect((await save(undefined, SETTINGS)).statusCode).toBe(401);
  });
});
