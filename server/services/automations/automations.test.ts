import { describe, expect, it, vi } from 'vitest';
import {
  AUTOMATION_LIMITS,
  AUTOMATION_PATHS,
  automationListResponseSchema,
  automationResponseSchema,
  NOTIFICATION_PATHS,
  notificationListResponseSchema,
  type Automation,
} from '@/api/schema';
import { sql } from '../../db/index.ts';
import { testApp } from '../../test/app.ts';
import { calendarTestServer, type CalendarUser } from '../../test/calendar.ts';
import { fakeClock } from '../scheduler/clock.ts';

const clock = fakeClock('2026-11-30T05:00:00Z'); // a Monday, 07:00 in Bucharest
const WEEKDAYS = { frequency: 'weekly', weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'] } as const;

describe('automations', () => {
  const calendar = calendarTestServer({ clock });
  const db = () => calendar.server.database.db;
  const one = (id: string) => AUTOMATION_PATHS.one.replace(':id', id);

  async function create(user: CalendarUser, prompt: string): Promise<Automation> {
    const response = await calendar.call(user, {
      method: 'POST',
      url: AUTOMATION_PATHS.list,
      body: {
        prompt,
        recurrence: WEEKDAYS,
        start: '2026-11-30T08:00',
        timeZone: 'Europe/Bucharest',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return automationResponseSchema.parse(response.json()).automation;
  }

  const questions = async (conversationId: string | null) =>
    (
      await db().one<{ n: number }>(sql`SELECT count(*)::int AS n FROM agent_messages
        WHERE conversation_id = ${conversationId} AND role = 'user'`)
    ).n;

  const notificationsOf = async (user: CalendarUser) =>
    notificationListResponseSchema.parse(
      (await calendar.call(user, { url: NOTIFICATION_PATHS.list })).json(),
    ).items;

  const pendingRuns = async (id: string) =>
    (
      await db().many<{ due_at: Date }>(sql`SELECT due_at FROM scheduled_jobs
        WHERE kind = 'agent.automation' AND subject = ${id} AND status = 'pending' ORDER BY due_at`)
    ).map((row) => row.due_at.toISOString());

  it('runs each occurrence once with two processes on one database, in a conversation of its own', async () => {
    clock.set('2026-11-30T05:00:00Z');
    const user = await calendar.signUp('Ana', 'Europe/Bucharest');
    const made = [];
    for (let i = 0; i < 10; i++) made.push(await create(user, `/search plan ${i}`));
    expect(made[0]).toMatchObject({ nextRunAt: '2026-11-30T06:00:00.000Z', paused: false });
    const other = await testApp(db(), { clock });
    try {
      clock.set('2026-11-30T06:00:05Z');
      await Promise.all([calendar.server.app.scheduler.runDue(), other.scheduler.runDue()]);
      const fired = await db().one<{ n: number }>(sql`SELECT count(*)::int AS n
        FROM scheduled_jobs WHERE kind = 'agent.automation' AND status = 'done'`);
      expect(fired.n).toBe(10);
      for (const automation of made) {
        expect(await questions(automation.conversationId)).toBe(1);
        // The next weekday at 08:00 in Bucharest.
        expect(await pendingRuns(automation.id)).toEqual(['2026-12-01T06:00:00.000Z']);
      }
      // Each answer ends with nobody watching and says so as a notification.
      await vi.waitFor(
        async () =>
          expect((await notificationsOf(user)).filter((n) => n.kind === 'agent_run').length).toBe(
            10,
          ),
        { timeout: 20_000 },
      );
      const [note] = await notificationsOf(user);
      expect(note).toMatchObject({ kind: 'agent_run', payload: { status: 'done', late: false } });
      const list = automationListResponseSchema.parse(
        (await calendar.call(user, { url: AUTOMATION_PATHS.list })).json(),
      ).items;
      expect(list.every((a) => a.lastStatus === 'done')).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('runs late within the grace and says so; older runs are marked missed, never a burst', async () => {
    clock.set('2026-11-30T05:00:00Z');
    const user = await calendar.signUp('Bo', 'Europe/Bucharest');
    const late = await create(user, '/today');
    clock.set('2026-11-30T06:10:00Z'); // 10 minutes down
    await calendar.server.app.scheduler.runDue();
    await vi.waitFor(async () =>
      expect((await notificationsOf(user)).map((n) => n.payload)).toEqual([
        expect.objectContaining({ automationId: late.id, late: true, latenessSeconds: 600 }),
      ]),
    );
    clock.set('2026-12-03T09:00:00Z'); // down for two days: Tuesday's and Wednesday's runs missed
    await calendar.server.app.scheduler.runDue();
    expect(await questions(late.conversationId)).toBe(1);
    const notes = await notificationsOf(user);
    expect(notes[0]).toMatchObject({ kind: 'agent_run', payload: { status: 'missed' } });
    // Only the first missed run was written down; the next one is tomorrow's, after now.
    expect(notes).toHaveLength(2);
    expect(await pendingRuns(late.id)).toEqual(['2026-12-04T06:00:00.000Z']);
  });

  it('pauses, resumes, runs now, deletes with UNDO, and keeps to the cap', async () => {
    clock.set('2026-11-30T05:00:00Z');
    const user = await calendar.signUp('Cy', 'Europe/Bucharest');
    const automation = await create(user, '/today');
    const patch = (body: object) =>
      calendar.call(user, { method: 'PATCH', url: one(automation.id), body });
    const paused = automationResponseSchema.parse((await patch({ paused: true })).json());
    expect(paused.automation).toMatchObject({ paused: true, nextRunAt: null });
    expect(await pendingRuns(automation.id)).toEqual([]);
    // Run now works on a paused automation and leaves its schedule alone.
    const ran = await calendar.call(user, {
      method: 'POST',
      url: AUTOMATION_PATHS.run.replace(':id', automation.id),
    });
    expect(ran.statusCode, ran.body).toBe(200);
    await calendar.server.app.scheduler.runDue();
    expect(await questions(automation.conversationId)).toBe(1);
    const resumed = automationResponseSchema.parse(
      (await patch({ paused: false, start: '2026-11-30T09:30' })).json(),
    );
    expect(resumed.automation.nextRunAt).toBe('2026-11-30T07:30:00.000Z');
    expect(
      (await calendar.call(user, { method: 'DELETE', url: one(automation.id) })).statusCode,
    ).toBe(204);
    expect(await pendingRuns(automation.id)).toEqual([]);
    const restored = await calendar.call(user, {
      method: 'POST',
      url: AUTOMATION_PATHS.restore.replace(':id', automation.id),
    });
    expect(restored.statusCode).toBe(200);
    expect(await pendingRuns(automation.id)).toEqual(['2026-11-30T07:30:00.000Z']);
    // Another user's automation is not found, like a missing one.
    const stranger = await calendar.signUp('Dan');
    expect(
      (await calendar.call(stranger, { method: 'PATCH', url: one(automation.id), body: {} }))
        .statusCode,
    ).toBe(404);
    for (let i = 1; i < AUTOMATION_LIMITS.perUser; i++) await create(user, `/today ${i}`);
    const over = await calendar.call(user, {
      method: 'POST',
      url: AUTOMATION_PATHS.list,
      body: {
        prompt: 'one more',
        recurrence: WEEKDAYS,
        start: '2026-11-30T08:00',
        timeZone: 'UTC',
      },
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ error: { code: 'unprocessable' } });
  });

  it('refuses a repeat that never runs, a bad zone and a bad time, with the field at fault', async () => {
    const user = await calendar.signUp('Eve');
    const post = (body: object) =>
      calendar.call(user, {
        method: 'POST',
        url: AUTOMATION_PATHS.list,
        body: {
          prompt: 'x',
          recurrence: WEEKDAYS,
          start: '2026-11-30T08:00',
          timeZone: 'UTC',
          ...body,
        },
      });
    const ended = await post({ recurrence: { frequency: 'daily', until: '2026-01-01' } });
    expect(ended.statusCode).toBe(400);
    expect(ended.json()).toMatchObject({ error: { fields: { recurrence: 'never_matches' } } });
    expect((await post({ timeZone: 'Mars/Olympus' })).json()).toMatchObject({
      error: { fields: { timeZone: 'invalid' } },
    });
    expect((await post({ start: 'tomorrow' })).json()).toMatchObject({
      error: { fields: { start: 'invalid_date' } },
    });
  });
});
