import { z } from './zodSetup';
import { AGENT_LIMITS, AGENT_LOCALES } from './agentPaths';
import { timeZoneSchema } from './calendar';
import { recurrenceSchema, storedRecurrenceSchema } from './calendarRecurrence';
import { storableString } from './text';

/** Automations: a prompt the agent answers on a repeat (docs/product.md §8 "Automations"). */
export const AUTOMATION_LIMITS = {
  /** How many automations one user may keep (paused ones count). */
  perUser: 20,
  prompt: AGENT_LIMITS.message,
  /**
   * A run missed by more than this (the server was down) is marked missed, not run late. The
   * repeat's finest step is a day, so this is also far below the shortest interval.
   */
  graceMinutes: 30,
} as const;

export const AUTOMATION_PATHS = {
  list: '/automations',
  one: '/automations/:id',
  restore: '/automations/:id/restore',
  run: '/automations/:id/run',
} as const;

/** What became of an automation's last run. */
export const AUTOMATION_RUN_STATUSES = [
  'running',
  'done',
  'failed',
  'stopped',
  'missed',
  'skipped',
] as const;
export type AutomationRunStatus = (typeof AUTOMATION_RUN_STATUSES)[number];

const timestamp = z.iso.datetime({ offset: true });
/** The first run's date and time on the wall clock of the automation's zone. */
const wallClockTime = z.string().refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value), {
  params: { fieldCode: 'invalid_date' },
});

export const automationSchema = z.object({
  id: z.uuid(),
  prompt: z.string(),
  recurrence: storedRecurrenceSchema,
  start: z.string(),
  timeZone: z.string(),
  paused: z.boolean(),
  /** The conversation the runs answer in (null once deleted, until the next run makes one). */
  conversationId: z.uuid().nullable(),
  nextRunAt: timestamp.nullable(),
  lastRunAt: timestamp.nullable(),
  lastStatus: z.enum(AUTOMATION_RUN_STATUSES).nullable(),
  createdAt: timestamp,
});
export type Automation = z.infer<typeof automationSchema>;

const prompt = storableString().trim().min(1).max(AUTOMATION_LIMITS.prompt);

export const createAutomationRequestSchema = z
  .object({
    prompt,
    /** The repeat as the calendar's editor gives it: daily at the finest. */
    recurrence: recurrenceSchema,
    start: wallClockTime,
    timeZone: timeZoneSchema,
    /** The language the runs' answers and commands read dates in. */
    locale: z.enum(AGENT_LOCALES).default('en'),
  })
  .strict();
export type CreateAutomationRequest = z.input<typeof createAutomationRequestSchema>;

export const updateAutomationRequestSchema = z
  .object({
    prompt: prompt.optional(),
    recurrence: recurrenceSchema.optional(),
    start: wallClockTime.optional(),
    timeZone: timeZoneSchema.optional(),
    paused: z.boolean().optional(),
  })
  .strict();
export type UpdateAutomationRequest = z.input<typeof updateAutomationRequestSchema>;

export const automationParamsSchema = z.object({ id: z.uuid() });
export const automationResponseSchema = z.object({ automation: automationSchema });
export type AutomationResponse = z.infer<typeof automationResponseSchema>;
export const automationListResponseSchema = z.object({ items: z.array(automationSchema) });
export type AutomationListResponse = z.infer<typeof automationListResponseSchema>;
