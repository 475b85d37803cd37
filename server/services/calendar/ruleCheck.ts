import {
  CALENDAR_INSTANTS,
  isCalendarInstant,
  RECURRING_FIRST_YEAR,
} from '@/api/schema/calendarDates';
import { firstOccurrence, seriesEnd, type RecurringSource } from '@/api/schema/calendarExpansion';
import {
  EXPANSION_LIMITS,
  ExpansionTooExpensive,
  RRule,
  WalkBudget,
} from '@/api/schema/calendarRuleWalk';
import { HttpError } from '../../errors.ts';

/** Why an event cannot be stored as it is (the import's skip reasons use the same words). */
export type EventProblem =
  | 'invalid_date'
  | 'unsupported_frequency'
  | 'count_too_large'
  | 'never_matches'
  | 'too_expensive'
  | 'unreadable';

/** The longest each month can be (February in a leap year). */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** True when BYMONTHDAY names no day any BYMONTH month has (30 February, 31 April…). */
function impossibleMonthDay(rule: InstanceType<typeof RRule>): boolean {
  const { bymonth, bymonthday, bynmonthday } = rule.options;
  const days = [...(bymonthday ?? []), ...(bynmonthday ?? [])];
  if (!days.length) return false;
  const months = bymonth?.length ? bymonth : MONTH_DAYS.map((_, index) => index + 1);
  return !months.some((month) => days.some((day) => Math.abs(day) <= MONTH_DAYS[month - 1]!));
}

function readRule(rrule: string): InstanceType<typeof RRule> | null {
  try {
    return new RRule(RRule.parseString(rrule.replace(/^RRULE:/i, '')));
  } catch {
    return null;
  }
}

/**
 * What keeps an event (a single one or a series) from being stored, or null: times outside
 * years 1–9999, a series before `RECURRING_FIRST_YEAR`, a rule repeating more often than hourly,
 * a COUNT above the limit, a rule that gives no date within `budget` (never matches), or a COUNT
 * whose last date cannot be reached within it. Its COUNT is walked here once, as
 * `seriesEnd` will walk it to store the end.
 */
export function eventProblem(
  source: RecurringSource,
  budget = new WalkBudget(EXPANSION_LIMITS.seriesSteps),
): EventProblem | null {
  const window = CALENDAR_INSTANTS.event;
  const times = [source.start, source.end, ...source.exdates];
  if (!times.every((time) => isCalendarInstant(time, window))) return 'invalid_date';
  if (!source.rrule) return null;
  if (new Date(source.start).getUTCFullYear() < RECURRING_FIRST_YEAR) return 'invalid_date';
  const rule = readRule(source.rrule);
  if (!rule) return 'unreadable';
  if (rule.options.freq > RRule.HOURLY) return 'unsupported_frequency';
  if ((rule.options.count ?? 0) > EXPANSION_LIMITS.count) return 'count_too_large';
  if (impossibleMonthDay(rule)) return 'never_matches';
  try {
    if (firstOccurrence(source, budget) === null) return 'never_matches';
  } catch (error) {
    if (error instanceof ExpansionTooExpensive) return 'never_matches';
    return 'unreadable';
  }
  try {
    seriesEnd(source, budget);
  } catch (error) {
    return error instanceof ExpansionTooExpensive ? 'too_expensive' : 'unreadable';
  }
  return null;
}

/** The answer to a change whose event has `problem`: a 400 on the field at fault. */
export function problemError(problem: EventProblem): HttpError {
  if (problem === 'invalid_date') {
    return new HttpError('validation_failed', 'Event times must lie within years 1 to 9999.', {
      start: 'invalid_date',
    });
  }
  if (problem === 'never_matches' || problem === 'too_expensive') {
    return new HttpError('validation_failed', 'This repeat never gives a date.', {
      recurrence: 'never_matches',
    });
  }
  return new HttpError('validation_failed', 'This repeat is not supported.', {
    recurrence: 'invalid',
  });
}

/** Throws the 400 for an event that cannot be stored (see `eventProblem`). */
export function assertStorable(source: RecurringSource): void {
  const problem = eventProblem(source);
  if (problem) throw problemError(problem);
}

/** Runs `work`; a walk that ran out of budget becomes 422 `range_too_expensive`. */
export function boundedWork<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof ExpansionTooExpensive) throw tooExpensive();
    throw error;
  }
}

export const tooExpensive = () =>
  new HttpError(
    'range_too_expensive',
    'This range holds too many repeating events to show at once. Choose a shorter range.',
  );
