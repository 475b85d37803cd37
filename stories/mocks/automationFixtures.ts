import type { AutomationRunStatus } from '@/api/schema';
import { adaUser } from './accountFixtures';
import type { StoredAutomation } from './automationsStore';

/** The stories' "now", a Saturday morning in UTC. */
export const AUTOMATIONS_NOW = new Date('2026-11-28T09:30:00.000Z');
const pad = (n: number) => String(n).padStart(12, '0');

export interface AutomationOptions {
  paused?: boolean;
  lastStatus?: AutomationRunStatus | null;
  weekdays?: boolean;
  timeZone?: string;
}

/** One of Ada's automations: every day (or every weekday) at 08:00 from Nov 1. */
export function automation(n: number, prompt: string, options: AutomationOptions = {}) {
  const lastStatus = options.lastStatus ?? null;
  const item: StoredAutomation = {
    id: `a0700000-0000-4000-8000-${pad(n)}`,
    userId: adaUser.id,
    deletedAt: null,
    prompt,
    recurrence: options.weekdays
      ? { frequency: 'weekly', interval: 1, weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'] }
      : { frequency: 'daily', interval: 1 },
    start: '2026-11-01T08:00',
    timeZone: options.timeZone ?? 'Europe/Bucharest',
    paused: options.paused ?? false,
    conversationId: `c0700000-0000-4000-8000-${pad(n)}`,
    nextRunAt: options.paused ? null : '2026-11-29T06:00:00.000Z',
    lastRunAt: lastStatus ? '2026-11-28T06:00:00.000Z' : null,
    lastStatus,
    createdAt: new Date(AUTOMATIONS_NOW.getTime() - (100 - n) * 60_000).toISOString(),
  };
  return item;
}

/** A few automations, one per last status and one paused. */
export const sampleAutomations = (): StoredAutomation[] => [
  automation(1, 'What is on today and which files came in yesterday?', {
    weekdays: true,
    lastStatus: 'done',
  }),
  automation(2, 'Summarise the notes I changed this week', { lastStatus: 'failed' }),
  automation(3, 'Remind me what bills are due', { paused: true, lastStatus: 'stopped' }),
];
