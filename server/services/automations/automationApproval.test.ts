import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  AGENT_PATHS,
  AUTOMATION_PATHS,
  automationResponseSchema,
  NOTIFICATION_PATHS,
  notificationListResponseSchema,
} from '@/api/schema';
import { hasToolResult, startAgentModel } from '../../test/agentModel.ts';
import { calendarTestServer, type CalendarUser } from '../../test/calendar.ts';
import { fakeClock } from '../scheduler/clock.ts';

const model = await startAgentModel((request) =>
  hasToolResult(request)
    ? { text: ['Noted.'] }
    : { toolCalls: [{ name: 'create_note', arguments: { title: 'Standup', text: 'notes' } }] },
);
afterAll(() => model.stop());

const clock = fakeClock('2026-11-30T05:00:00Z');

describe('an automation with a model', () => {
  const calendar = calendarTestServer({
    clock,
    config: {
      assistantModel: { url: model.url, model: 'agent', key: 'sk-agent', timeoutMs: 5000 },
      agentLimits: { runMs: 20_000, approvalMs: 20_000 },
    },
  });
  const notificationsOf = async (user: CalendarUser) =>
    notificationListResponseSchema.parse(
      (await calendar.call(user, { url: NOTIFICATION_PATHS.list })).json(),
    ).items;

  it('asks for a write tool’s approval through a notification that opens its conversation', async () => {
    const user = await calendar.signUp('Ana', 'UTC');
    const created = await calendar.call(user, {
      method: 'POST',
      url: AUTOMATION_PATHS.list,
      body: {
        prompt: 'Write down the standup',
        recurrence: { frequency: 'daily' },
        start: '2026-11-30T08:00',
        timeZone: 'UTC',
      },
    });
    const { automation } = automationResponseSchema.parse(created.json());
    clock.set('2026-11-30T08:00:00Z');
    await calendar.server.app.scheduler.runDue();
    const asked = await vi.waitFor(
      async () => {
        const [note] = await notificationsOf(user);
        if (note?.kind !== 'agent_approval') throw new Error('no approval asked yet');
        return note;
      },
      { timeout: 15_000 },
    );
    expect(asked).toMatchObject({
      target: `/agent?conversation=${automation.conversationId}`,
      payload: { automationId: automation.id, tool: 'create_note' },
    });
    const approved = await calendar.call(user, {
      method: 'POST',
      url: AGENT_PATHS.approval(automation.conversationId!, asked.payload.stepId),
      body: { decision: 'once' },
    });
    expect(approved.statusCode, approved.body).toBeLessThan(300);
    await vi.waitFor(
      async () =>
        expect((await notificationsOf(user))[0]).toMatchObject({
          kind: 'agent_run',
          payload: { status: 'done', automationId: automation.id },
        }),
      { timeout: 15_000 },
    );
  });
});
