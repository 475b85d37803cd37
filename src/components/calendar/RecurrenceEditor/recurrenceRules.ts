import {
  RECURRENCE_FREQUENCIES,
  RECURRENCE_LIMITS,
  weekdayPosition,
  type Recurrence,
} from '@/api/schema/calendarRecurrence';

export type RecurrenceEnd = 'never' | 'until' | 'count';

/** What is wrong with a recurrence as typed, for the field that shows it; null when fine. */
export function recurrenceProblem(
  rule: Recurrence,
  startDate: string,
): 'interval' | 'until' | 'count' | null {
  if (
    !Number.isInteger(rule.interval) ||
    rule.interval < 1 ||
    rule.interval > RECURRENCE_LIMITS.interval
  ) {
    return 'interval';
  }
  if (
    rule.until !== undefined &&
    (!/^\d{4}-\d{2}-\d{2}$/.test(rule.until) || rule.until < startDate)
  )
    return 'until';
  if (
    rule.count !== undefined &&
    (!Number.isInteger(rule.count) || rule.count < 1 || rule.count > RECURRENCE_LIMITS.count)
  ) {
    return 'count';
  }
  return null;
}

export const endOf = (rule: Recurrence): RecurrenceEnd =>
  rule.until !== undefined ? 'until' : rule.count !== undefined ? 'count' : 'never';

/** A new frequency keeps the interval and the end; weekly starts on the start's weekday. */
export function withFrequency(
  rule: Recurrence | null,
  choice: string,
  startDate: string,
): Recurrence | null {
  const frequency = RECURRENCE_FREQUENCIES.find((item) => item === choice);
  if (!frequency) return null;
  const { interval = 1, until, count } = rule ?? {};
  return {
    frequency,
    interval,
    ...(frequency === 'weekly' ? { weekdays: [weekdayPosition(startDate).weekday] } : {}),
    ...(frequency === 'monthly' ? { monthlyBy: 'date' as const } : {}),
    ...(until !== undefined ? { until } : {}),
    ...(count !== undefined ? { count } : {}),
  };
}

/** A new end: "until" proposes a month after the start, "count" ten times. */
export function withEnd(rule: Recurrence, end: RecurrenceEnd, startDate: string): Recurrence {
  const { until: _until, count: _count, ...rest } = rule;
  if (end === 'until') {
    const monthLater = new Date(Date.parse(`${startDate}T00:00:00Z`) + 30 * 86_400_000);
    return { ...rest, until: rule.until ?? monthLater.toISOString().slice(0, 10) };
  }
  if (end === 'count') return { ...rest, count: rule.count ?? 10 };
  return rest;
}
