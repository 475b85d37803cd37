import { z } from 'zod';
import {
  AUTOMATION_LIMITS,
  RECURRENCE_FREQUENCIES,
  RECURRENCE_LIMITS,
  WEEKDAYS,
  fromWallClock,
  storableString,
  storedRecurrenceSchema,
  type AgentLocale,
  type ToolError,
  type ToolPreview,
  type ToolResult,
} from '@/api/schema';
import { HttpError } from '../../errors.ts';
import type { Automations } from '../automations/automations.ts';
import { assertRunnable, ruleOf } from '../automations/schedule.ts';

/** A write that failed for a reason the step names (not the generic "could not finish"). */
export class ToolFailure extends Error {
  constructor(readonly code: ToolError) {
    super(code);
  }
}

/**
 * The repeat as the automation API takes it (daily at the finest), strict at every level: a field
 * it does not have (an `hourly` trick, a `user_id`) is refused, not dropped.
 */
const repeat = z
  .strictObject({
    ...storedRecurrenceSchema.shape,
    interval: storedRecurrenceSchema.shape.interval.default(1),
  })
  .refine((rule) => rule.until === undefined || rule.count === undefined);

/** The first run on the user's wall clock; seconds, when the model adds them, are dropped. */
const firstRun = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:00)?$/)
  .transform((value) => value.slice(0, 16));

export const createAutomationArguments = z.strictObject({
  prompt: storableString().trim().min(1).max(AUTOMATION_LIMITS.prompt),
  recurrence: repeat,
  start: firstRun,
});
type CreateAutomationArguments = z.output<typeof createAutomationArguments>;

/** The tool's parameters as the model reads them (JSON Schema). */
export const CREATE_AUTOMATION_PARAMETERS = {
  prompt: {
    type: 'string',
    description: 'What the agent is asked at each run, in the words of the user',
  },
  recurrence: {
    type: 'object',
    description: 'The repeat; a day is the finest',
    properties: {
      frequency: { type: 'string', enum: RECURRENCE_FREQUENCIES },
      interval: { type: 'integer', minimum: 1, maximum: RECURRENCE_LIMITS.interval },
      weekdays: {
        type: 'array',
        items: { type: 'string', enum: WEEKDAYS },
        description: 'For weekly: the days (MO…SU); every weekday is MO,TU,WE,TH,FR',
      },
      monthlyBy: {
        type: 'string',
        enum: ['date', 'weekday'],
        description: "For monthly: on the start's date, or on its weekday (2nd Tuesday)",
      },
      until: { type: 'string', description: 'Optional last date, YYYY-MM-DD' },
      count: { type: 'integer', minimum: 1, maximum: RECURRENCE_LIMITS.count },
    },
    required: ['frequency'],
    additionalProperties: false,
  },
  start: {
    type: 'string',
    description:
      "The first run, YYYY-MM-DDTHH:MM on the user's wall clock (no offset), in the future",
  },
};

/** A `YYYY-MM-DDTHH:MM` that names a real minute (no 30 February, no 25:00). */
function realMinute(start: string): boolean {
  const asUtc = new Date(`${start}:00.000Z`);
  return !Number.isNaN(asUtc.getTime()) && asUtc.toISOString().slice(0, 16) === start;
}

/**
 * The automation a `create_automation` call asks for, checked as the automation API checks it
 * (the repeat can run, within the calendar's bounded rule walk) and, stricter, starting in the
 * future; null when it cannot be made. Its commit creates it through the automations service,
 * so the per-user cap and the scheduling are the API's.
 */
export function prepareAutomation(
  automations: Automations,
  args: CreateAutomationArguments,
  user: { userId: string; locale: AgentLocale; timeZone: string },
  nowMs = Date.now(),
) {
  const { prompt, recurrence, start } = args;
  const { timeZone } = user;
  if (!realMinute(start) || fromWallClock(`${start}:00`, timeZone).getTime() <= nowMs) return null;
  let nextRunAt: Date;
  try {
    nextRunAt = assertRunnable(
      { rrule: ruleOf(recurrence, start, timeZone), start, timeZone },
      nowMs,
    );
  } catch {
    return null;
  }
  const plan = { prompt, recurrence, start, timeZone };
  const preview: ToolPreview = { kind: 'automation', ...plan, nextRunAt: nextRunAt.toISOString() };
  const commit = async (): Promise<ToolResult> => {
    try {
      const created = await automations.create(user.userId, { ...plan, locale: user.locale });
      return {
        kind: 'automation_created',
        automationId: created.id,
        prompt: created.prompt,
        recurrence: created.recurrence,
        start: created.start,
        timeZone: created.timeZone,
        nextRunAt: created.nextRunAt,
      };
    } catch (error) {
      // The cap reached while the card waited, or its first run passed: nothing was created.
      if (error instanceof HttpError && error.code === 'unprocessable')
        throw new ToolFailure('limit_reached');
      if (error instanceof HttpError && error.code === 'validation_failed')
        throw new ToolFailure('invalid_arguments');
      throw error;
    }
  };
  return { preview, commit };
}
