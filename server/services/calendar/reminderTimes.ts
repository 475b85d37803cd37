import { fromWallClock, REMINDER_LIMITS } from '@/api/schema';
import { expandOccurrences, type RecurringSource } from '@/api/schema/calendarExpansion';
import { ExpansionTooExpensive } from '@/api/schema/calendarRuleWalk';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Look this far ahead for the next occurrence, widening only when nothing was found. */
const WINDOWS = [7 * DAY, 400 * DAY, 20 * 366 * DAY];

export interface NextReminder {
  dueAt: Date;
  /** The occurrence it reminds of: its start as the rule gave it, and as the user sees it. */
  recurrenceStart: string;
  start: string;
  minutes: number;
}

/**
 * The moment an occurrence starts for its reminders: a timed event's instant, an all-day event's
 * midnight in its own zone (its dates are floating), so "1 day before" means the evening before
 * wherever the event is, across daylight-saving changes too.
 */
export function startInstant(start: string, allDay: boolean, zone: string): number {
  return allDay
    ? fromWallClock(`${start.slice(0, 10)}T00:00:00`, zone).getTime()
    : Date.parse(start);
}

/**
 * The first reminder of `source` due strictly after `afterMs`, over every occurrence (a series is
 * expanded in its zone's wall clock, so each occurrence reminds at its own local time), skipping
 * the starts `overridden` by an edited occurrence, which reminds as a row of its own.
 */
export function nextReminder(
  source: RecurringSource,
  reminders: readonly number[],
  afterMs: number,
  overridden: ReadonlySet<number> = new Set(),
): NextReminder | null {
  if (reminders.length === 0) return null;
  const longest = Math.max(...reminders) * MINUTE;
  // A single event is its own one occurrence, however far ahead (a day more for an all-day
  // event's local midnight west of UTC).
  const windows = source.rrule ? WINDOWS : [Math.max(0, Date.parse(source.start) - afterMs) + DAY];
  for (const window of windows) {
    const from = new Date(afterMs).toISOString();
    const to = afterMs + window + longest + DAY;
    let occurrences;
    try {
      occurrences = expandOccurrences(
        source,
        from,
        new Date(Math.min(to, Date.parse('9999-12-31T00:00:00Z'))).toISOString(),
        overridden,
      );
    } catch (error) {
      if (error instanceof ExpansionTooExpensive) return null;
      throw error;
    }
    let best: NextReminder | null = null;
    for (const occurrence of occurrences) {
      const begins = startInstant(occurrence.start, source.allDay, source.timeZone);
      for (const minutes of reminders) {
        const due = begins - minutes * MINUTE;
        if (due > afterMs && (!best || due < best.dueAt.getTime()))
          best = {
            dueAt: new Date(due),
            recurrenceStart: occurrence.recurrenceStart,
            start: occurrence.start,
            minutes,
          };
      }
    }
    // Occurrences past the window's end remind after `afterMs + window` at the earliest.
    if (best && best.dueAt.getTime() <= afterMs + window) return best;
  }
  return null;
}

export const REMINDER_GRACE_MS = REMINDER_LIMITS.graceMinutes * MINUTE;
