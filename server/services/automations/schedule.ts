import { fromWallClock, recurrenceToRrule, rruleToRecurrence, type Recurrence } from '@/api/schema';
import type { RecurringSource } from '@/api/schema/calendarExpansion';
import { HttpError } from '../../errors.ts';
import { eventProblem, problemError } from '../calendar/ruleCheck.ts';
import { nextReminder } from '../calendar/reminderTimes.ts';

/** When an automation runs: the repeat, its first run on the zone's wall clock, the zone. */
export interface AutomationTiming {
  rrule: string;
  start: string;
  timeZone: string;
}

/** The repeat read as a series of one-minute events, so the calendar's expansion walks it. */
function sourceOf(timing: AutomationTiming): RecurringSource {
  const start = fromWallClock(`${timing.start}:00`, timing.timeZone);
  return {
    start: start.toISOString(),
    end: new Date(start.getTime() + 60_000).toISOString(),
    allDay: false,
    timeZone: timing.timeZone,
    rrule: timing.rrule,
    exdates: [],
  };
}

/** The RRULE an editor's recurrence stands for, from the first run's date. */
export const ruleOf = (recurrence: Recurrence, start: string, timeZone: string) =>
  recurrenceToRrule(recurrence, start.slice(0, 10), timeZone, false);

/** The editor's reading of a stored rule (every stored rule came from one). */
export function recurrenceOf(timing: AutomationTiming): Recurrence {
  return (
    rruleToRecurrence(timing.rrule, timing.timeZone, false) ?? { frequency: 'daily', interval: 1 }
  );
}

/** The first run strictly after `afterMs`, or null when the repeat has ended. */
export function nextRunAfter(timing: AutomationTiming, afterMs: number): Date | null {
  return nextReminder(sourceOf(timing), [0], afterMs)?.dueAt ?? null;
}

/**
 * Throws the 400 for a repeat that cannot run: the calendar's bounded rule check (dates within
 * years, COUNT, never matching), then one that has no run left after `nowMs`.
 */
export function assertRunnable(timing: AutomationTiming, nowMs: number): Date {
  const problem = eventProblem(sourceOf(timing));
  if (problem) throw problemError(problem);
  const next = nextRunAfter(timing, nowMs);
  if (!next)
    throw new HttpError('validation_failed', 'This repeat has no run left.', {
      recurrence: 'never_matches',
    });
  return next;
}
