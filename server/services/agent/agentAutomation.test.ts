import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  AGENT_PATHS,
  AUTOMATION_LIMITS,
  AUTOMATION_PATHS,
  automationListResponseSchema,
  type ConversationThreadResponse,
  type ToolStep,
} from '@/api/schema';
import { agentClient, type AgentClient } from '../../test/agent.ts';
import { hasToolResult, lastUserText, startAgentModel } from '../../test/agentModel.ts';
import { expectBody } from '../../test/client.ts';
import { withTestServer } from '../../test/server.ts';
import { register } from '../../test/users.ts';
import { TOOL_CALLS_PER_ROUND } from './modelAnswer.ts';

/** Every weekday at 08:00, from a Saturday: the first run is the Monday after, 2027-03-01. */
const WEEKDAYS_AT_EIGHT = {
  prompt: 'What is on today?',
  recurrence: { frequency: 'weekly', weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'] },
  start: '2027-02-27T08:00',
};

const HOSTILE: (Record<string, unknown> | string)[] = [
  { ...WEEKDAYS_AT_EIGHT, recurrence: { frequency: 'hourly' } },
  { ...WEEKDAYS_AT_EIGHT, recurrence: { frequency: 'daily', byHour: [1, 2, 3] } },
  { ...WEEKDAYS_AT_EIGHT, user_id: '00000000-0000-4000-8000-000000000000' },
  { ...WEEKDAYS_AT_EIGHT, start: '2020-01-06T08:00' },
  { ...WEEKDAYS_AT_EIGHT, start: '2027-02-30T08:00' },
  { ...WEEKDAYS_AT_EIGHT, start: '2027-02-27T08:00+02:00' },
  { ...WEEKDAYS_AT_EIGHT, prompt: 'x'.repeat(AUTOMATION_LIMITS.prompt + 1) },
  { ...WEEKDAYS_AT_EIGHT, recurrence: { frequency: 'daily', until: '2027-01-01' } },
  { ...WEEKDAYS_AT_EIGHT, recurrence: { frequency: 'daily', until: '2027-12-31', count: 3 } },
  { ...WEEKDAYS_AT_EIGHT, recurrence: { frequency: 'daily', interval: 0 } },
  'not json',
];

/**
 * The scripted model: `[create]` proposes the weekday automation, `[hostile]` every bad call,
 * TOOL_CALLS_PER_ROUND a round.
 */
const model = await startAgentModel((request) => {
  const tag = /^\[(\w+)\]/.exec(lastUserText(request))?.[1];
  if (tag === 'hostile') {
    const rounds = request.messages.filter((m) => m.role === 'assistant' && m.tool_calls).length;
    const calls = HOSTILE.slice(rounds * TOOL_CALLS_PER_ROUND, (rounds + 1) * TOOL_CALLS_PER_ROUND);
    if (calls.length === 0) return { text: ['I could not.'] };
    return { toolCalls: calls.map((args) => ({ name: 'create_automation', arguments: args })) };
  }
  if (hasToolResult(request)) return { text: ['Done.'] };
  if (tag === 'create')
    return { toolCalls: [{ name: 'create_automation', arguments: WEEKDAYS_AT_EIGHT }] };
  return { text: ['Hello.'] };
});
afterAll(() => model.stop());

const server = withTestServer({
  config: {
    assistantModel: { url: model.url, model: 'agent', key: 'sk-agent', timeoutMs: 1500 },
    agentLimits: { runMs: 20_000, approvalMs: 10_000 },
  },
});

let user: AgentClient;
beforeAll(async () => {
  user = agentClient(server.client, (await register(server.client)).token);
});

const answerOf = (thread: ConversationThreadResponse) => thread.messages.at(-1)!;
const automationStep = (thread: ConversationThreadResponse): ToolStep =>
  answerOf(thread).steps.find((step) => step.name === 'create_automation')!;

async function automations(client = user) {
  const response = await client.call('GET', AUTOMATION_PATHS.list);
  return expectBody(response, 200, automationListResponseSchema).items;
}

/** Asks for the automation and waits for its card. */
async function propose(client = user) {
  const { id } = await client.create();
  await client.send(id, '[create] every weekday at 8:00 tell me what is on today');
  const thread = await client.until(id, (t) => automationStep(t)?.status === 'awaiting_approval');
  return { id, step: automationStep(thread) };
}

async function decide(id: string, stepId: string, decision: 'once' | 'decline', client = user) {
  const response = await client.call('POST', AGENT_PATHS.approval(id, stepId), { decision });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return automationStep(await client.settled(id));
}

describe('the agent creates automations', () => {
  test('proposes a card in the user zone, creates it once approved, and UNDO deletes it for good', async () => {
    const { id, step } = await propose();
    expect(step.preview).toEqual({
      kind: 'automation',
      prompt: 'What is on today?',
      recurrence: { frequency: 'weekly', interval: 1, weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'] },
      start: '2027-02-27T08:00',
      timeZone: 'Europe/Bucharest',
      // Monday 08:00 in Bucharest (UTC+2 in winter).
      nextRunAt: '2027-03-01T06:00:00.000Z',
    });
    expect(await automations()).toEqual([]);

    const done = await decide(id, step.id, 'once');
    expect(done.status).toBe('done');
    const [made, ...others] = await automations();
    expect(others).toEqual([]);
    expect(made).toMatchObject({
      prompt: 'What is on today?',
      start: '2027-02-27T08:00',
      timeZone: 'Europe/Bucharest',
      nextRunAt: '2027-03-01T06:00:00.000Z',
      paused: false,
    });
    expect(done.result).toEqual({
      kind: 'automation_created',
      automationId: made!.id,
      prompt: made!.prompt,
      recurrence: made!.recurrence,
      start: made!.start,
      timeZone: made!.timeZone,
      nextRunAt: made!.nextRunAt,
    });

    // UNDO is the automation's delete; a reload reads the step as undone.
    const removed = await user.call('DELETE', AUTOMATION_PATHS.one.replace(':id', made!.id));
    expect(removed.statusCode).toBe(204);
    expect(await automations()).toEqual([]);
    expect(automationStep(await user.thread(id)).result).toMatchObject({ undone: true });
  });

  test('declined: nothing is created', async () => {
    const { id, step } = await propose();
    const before = (await automations()).length;
    const declined = await decide(id, step.id, 'decline');
    expect(declined).toMatchObject({ status: 'declined', result: null, error: null });
    expect(await automations()).toHaveLength(before);
  });

  test('the cap reached while the card waited: the step says so and nothing is created', async () => {
    const client = agentClient(server.client, (await register(server.client)).token);
    const { id, step } = await propose(client);
    for (let i = 0; i < AUTOMATION_LIMITS.perUser; i++) {
      const response = await client.call('POST', AUTOMATION_PATHS.list, {
        prompt: `task ${i}`,
        recurrence: { frequency: 'daily' },
        start: '2027-01-01T09:00',
        timeZone: 'Europe/Bucharest',
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const failed = await decide(id, step.id, 'once', client);
    expect(failed).toMatchObject({ status: 'failed', error: 'limit_reached', result: null });
    const list = await automations(client);
    expect(list).toHaveLength(AUTOMATION_LIMITS.perUser);
    expect(list.some((a) => a.prompt === 'What is on today?')).toBe(false);
  });

  test('hostile arguments are refused without a card, and nothing is created', async () => {
    const client = agentClient(server.client, (await register(server.client)).token);
    const { id } = await client.create();
    await client.send(id, '[hostile] make me automations');
    const answer = answerOf(await client.settled(id));
    const steps = answer.steps.filter((step) => step.name === 'create_automation');
    expect(steps).toHaveLength(HOSTILE.length);
    for (const step of steps)
      expect(step, JSON.stringify(step.arguments).slice(0, 200)).toMatchObject({
        status: 'failed',
        error: 'invalid_arguments',
        preview: null,
      });
    expect(await automations(client)).toEqual([]);
  });
});
