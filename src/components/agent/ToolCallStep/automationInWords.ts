import type { IntlShape } from 'react-intl';
import type { Recurrence } from '@/api/schema/calendarRecurrence';
import { repeatInWords } from '@/components/agent/Automations/repeatInWords';

interface AutomationPlan {
  recurrence: Recurrence;
  start: string;
  timeZone: string;
  nextRunAt: string | null;
}

/** The most of a prompt a one-line sentence quotes; the card shows it whole. */
const QUOTED_PROMPT = 120;

/** A prompt cut for a sentence that quotes it ("Automation “…” created"). */
export const quotedPrompt = (prompt: string) =>
  prompt.length > QUOTED_PROMPT ? `${prompt.slice(0, QUOTED_PROMPT - 1).trimEnd()}…` : prompt;

/**
 * An automation the agent proposes or made, in the reader's words: its repeat on the zone's wall
 * clock and when it first runs, in that zone ("Every day at 08:00 · next run Monday, …").
 */
export function automationInWords(intl: IntlShape, plan: AutomationPlan): string {
  const repeat = repeatInWords(intl, plan.recurrence, plan.start);
  if (!plan.nextRunAt) return repeat;
  const next = intl.formatDate(plan.nextRunAt, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: plan.timeZone,
  });
  return intl.formatMessage({ id: 'agent.preview.automationWhen' }, { repeat, next });
}
