import type { Automation, AutomationRunStatus } from '@/api/schema';
import { sql } from '../../db/index.ts';
import { recurrenceOf, type AutomationTiming } from './schedule.ts';

export const AUTOMATION_JOB = 'agent.automation';

export interface AutomationRow {
  id: string;
  user_id: string;
  prompt: string;
  rrule: string;
  start: string;
  time_zone: string;
  locale: string;
  paused: boolean;
  conversation_id: string | null;
  next_run_at: Date | null;
  last_run_at: Date | null;
  last_status: AutomationRunStatus | null;
  created_at: Date;
}

export const AUTOMATION_COLUMNS = sql`id, user_id, prompt, rrule, start, time_zone, locale, paused,
  conversation_id, next_run_at, last_run_at, last_status, created_at`;

export const timingOf = (row: AutomationRow): AutomationTiming => ({
  rrule: row.rrule,
  start: row.start,
  timeZone: row.time_zone,
});

/** A row as the API answers it. */
export function toAutomation(row: AutomationRow): Automation {
  const timing = timingOf(row);
  return {
    id: row.id,
    prompt: row.prompt,
    recurrence: recurrenceOf(timing),
    start: row.start,
    timeZone: row.time_zone,
    paused: row.paused,
    conversationId: row.conversation_id,
    nextRunAt: row.paused ? null : (row.next_run_at?.toISOString() ?? null),
    lastRunAt: row.last_run_at?.toISOString() ?? null,
    lastStatus: row.last_status,
    createdAt: row.created_at.toISOString(),
  };
}
