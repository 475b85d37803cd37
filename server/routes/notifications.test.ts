import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_PATHS,
  notificationListResponseSchema,
  notificationResponseSchema,
  unreadCountResponseSchema,
} from '@/api/schema';
import { sql } from '../db/index.ts';
import { calendarTestServer, type CalendarUser } from '../test/calendar.ts';
import { fakeClock } from '../services/scheduler/clock.ts';
import { listeningUrl } from '../test/agent.ts';
import { seedReminders } from '../test/notifications.ts';
import { openStream } from '../test/openStream.ts';

const clock = fakeClock('2026-04-10T12:00:00Z');
const path = (template: string, id: string) => template.replace(':id', id);

describe('the notification centre', () => {
  const calendar = calendarTestServer({ clock });
  const db = () => calendar.server.database.db;

  const minutesAgo = (n: number) => new Date(clock.now().getTime() - n * 60_000);
  const seed = (user: CalendarUser, count: number) =>
    seedReminders(
      db(),
      user.username,
      Array.from({ length: count }, (_, i) => ({ title: `n${i + 1}`, at: minutesAgo(i + 1) })),
    );
  const get = async (user: CalendarUser, url: string, query?: Record<string, string>) => {
    const response = await calendar.call(user, { url, query });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const list = async (user: CalendarUser, query?: Record<string, string>) =>
    notificationListResponseSchema.parse(await get(user, NOTIFICATION_PATHS.list, query));
  const unread = async (user: CalendarUser) =>
    unreadCountResponseSchema.parse(await get(user, NOTIFICATION_PATHS.unreadCount)).unread;

  it('pages newest first, counts unread, marks one and all read, yours only', async () => {
    const ana = await calendar.signUp('Ana');
    const bo = await calendar.signUp('Bo');
    await seed(ana, 25);
    const first = await list(ana, { limit: '20' });
    expect(first.items.map((n) => n.title).slice(0, 2)).toEqual(['n1', 'n2']);
    const second = await list(ana, { limit: '20', before: first.next! });
    expect(second.items.map((n) => n.title)).toEqual(['n21', 'n22', 'n23', 'n24', 'n25']);
    expect(second.next).toBeNull();
    expect(await unread(ana)).toBe(25);
    expect(await unread(bo)).toBe(0);

    const target = first.items[0]!.id;
    const byOther = await calendar.call(bo, {
      method: 'POST',
      url: path(NOTIFICATION_PATHS.read, target),
    });
    expect(byOther.statusCode).toBe(404);
    const read = await calendar.call(ana, {
      method: 'POST',
      url: path(NOTIFICATION_PATHS.read, target),
    });
    expect(notificationResponseSchema.parse(read.json()).notification.readAt).toBe(
      clock.now().toISOString(),
    );
    expect(await unread(ana)).toBe(24);
    const all = await calendar.call(ana, { method: 'POST', url: NOTIFICATION_PATHS.readAll });
    expect(all.json()).toEqual({ marked: 24 });
    expect(await unread(ana)).toBe(0);
  });

  it('snoozes for 5 minutes, an hour, or until 9:00 tomorrow in your zone', async () => {
    const cy = await calendar.signUp('Cy', 'America/New_York');
    await seed(cy, 3);
    const items = (await list(cy)).items;
    const snooze = async (id: string, until: string) => {
      const response = await calendar.call(cy, {
        method: 'POST',
        url: path(NOTIFICATION_PATHS.snooze, id),
        body: { until },
      });
      expect(response.statusCode, response.body).toBe(200);
      return notificationResponseSchema.parse(response.json()).notification.snoozedUntil;
    };
    expect(await snooze(items[0]!.id, '5m')).toBe('2026-04-10T12:05:00.000Z');
    expect(await snooze(items[1]!.id, '1h')).toBe('2026-04-10T13:00:00.000Z');
    // 9:00 EDT on 11 April.
    expect(await snooze(items[2]!.id, 'tomorrow')).toBe('2026-04-11T13:00:00.000Z');
    expect(await unread(cy)).toBe(0);
    const bad = await calendar.call(cy, {
      method: 'POST',
      url: path(NOTIFICATION_PATHS.snooze, items[0]!.id),
      body: { until: '1y' },
    });
    expect(bad.statusCode).toBe(400);
    clock.set('2026-04-10T12:05:00Z');
    expect(await unread(cy)).toBe(1);
    clock.set('2026-04-10T12:00:00Z');
  });

  it('deletes notifications older than 90 days with the daily sweep', async () => {
    const di = await calendar.signUp('Di');
    await seedReminders(db(), di.username, [
      { title: 'old', at: minutesAgo(91 * 24 * 60) },
      { title: 'kept', at: minutesAgo(89 * 24 * 60) },
    ]);
    await calendar.server.app.scheduler.runDue();
    const items = (await list(di)).items;
    expect(items.map((n) => n.title)).toEqual(['kept']);
  });

  it('leaves out a row whose kind or payload the schema does not know', async () => {
    const ed = await calendar.signUp('Ed');
    await seedReminders(db(), ed.username, [{ title: 'known', at: minutesAgo(2) }]);
    await db().execute(sql`
      INSERT INTO notifications (user_id, kind, target, title, created_at)
      SELECT id, 'from_the_future', '/', 'unknown', ${minutesAgo(1)} FROM users
      WHERE username = ${ed.username}`);
    const items = (await list(ed)).items;
    expect(items.map((n) => n.title)).toEqual(['known']);
  });

  it('streams each notification as it comes, and again when its snooze ends', async () => {
    const fi = await calendar.signUp('Fi');
    const url = `${await listeningUrl(calendar.server.app)}/api${NOTIFICATION_PATHS.stream}`;
    const stream = await openStream(url, 'GET', { authorization: `Bearer ${fi.token}` });
    const inAMinute = new Date(clock.now().getTime() + 60_000);
    await seedReminders(db(), fi.username, [{ title: 'Before the stream', at: minutesAgo(5) }]);
    await seedReminders(db(), fi.username, [{ title: 'Live one', at: inAMinute }]);
    clock.advance(2 * 60_000);
    try {
      await stream.received('"title":"Live one"');
      const [old] = notificationListResponseSchema
        .parse(await get(fi, NOTIFICATION_PATHS.list))
        .items.filter((n) => n.title === 'Before the stream');
      const snoozed = await calendar.call(fi, {
        method: 'POST',
        url: path(NOTIFICATION_PATHS.snooze, old!.id),
        body: { until: '5m' },
      });
      expect(snoozed.statusCode).toBe(200);
      clock.advance(6 * 60_000);
      await stream.received('"title":"Before the stream"');
    } finally {
      stream.request.destroy();
      clock.set('2026-04-10T12:00:00Z');
    }
  });

  it('refuses the stream signed out', async () => {
    const response = await calendar.call(undefined, { url: NOTIFICATION_PATHS.stream });
    expect(response.statusCode).toBe(401);
  });
});
