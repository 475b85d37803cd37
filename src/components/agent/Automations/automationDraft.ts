import type { Automation, CreateAutomationRequest } from '@/api/schema';
import { dateInZone } from '@/api/schema/calendarTime';
import type { Recurrence } from '@/api/schema/calendarRecurrence';

/** What the form holds: the first run split into the date and time fields it shows. */
export interface AutomationDraft {
  prompt: string;
  date: string;
  time: string;
  recurrence: Recurrence | null;
  timeZone: string;
}

/** A new automation's draft: every day from tomorrow at 08:00 in the user's zone. */
export function newDraft(prompt: string, timeZone: string, now: Date): AutomationDraft {
  const today = dateInZone(now, timeZone);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString();
  return {
    prompt,
    date: tomorrow.slice(0, 10),
    time: '08:00',
    recurrence: { frequency: 'daily', interval: 1 },
    timeZone,
  };
}

/** An existing automation's draft. */
export const draftOf = (automation: Automation): AutomationDraft => ({
  prompt: automation.prompt,
  date: automation.start.slice(0, 10),
  time: automation.start.slice(11, 16),
  recurrence: automation.recurrence,
  timeZone: automation.timeZone,
});

/** The request a draft makes, or null while it has no repeat (the one thing the form refuses). */
export function requestOf(draft: AutomationDraft): Omit<CreateAutomationRequest, 'locale'> | null {
  if (!draft.recurrence) return null;
  return {
    prompt: draft.prompt,
    start: `${draft.date}T${draft.time}`,
    recurrence: draft.recurrence,
    timeZone: draft.timeZone,
  };
}
