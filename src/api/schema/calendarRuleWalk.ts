import * as rruleModule from 'rrule';
import type { Options, RRule as RRuleType } from 'rrule';

// rrule ships CommonJS to Node and ESM to bundlers; this reads its exports from either.
export const { RRule } = (
  'RRule' in rruleModule ? rruleModule : (rruleModule as { default: typeof rruleModule }).default
) as typeof rruleModule;

/**
 * How much walking one expansion may do. rrule steps period by period (a day of a DAILY rule, a
 * week of a WEEKLY one) and, when no date matches, walks on to year 9999 without calling back;
 * the budget is the only way out of that loop (docs/calendar.md "Bounded expansion").
 */
export const EXPANSION_LIMITS = {
  /** Steps (about two per period) one series may take in one expansion or check. */
  seriesSteps: 12_000,
  /** Steps one import may take over all its rules. */
  importSteps: 1_000_000,
  /** Series one range expands; more is 422 `range_too_expensive`. */
  rangeSeries: 1_000,
  /** Occurrences one range answers; more is 422 `range_too_expensive`. */
  rangeOccurrences: 5_000,
  /** Wall time one range or import may spend expanding before it gives up (422). */
  requestMs: 2_000,
  /** A stored rule's COUNT (the editor offers fewer: `RECURRENCE_LIMITS.count`). */
  count: 5_000,
} as const;

/** A walk ran out of its budget: the rule is too sparse or the range too costly to expand. */
export class ExpansionTooExpensive extends Error {
  constructor() {
    super('Expanding this recurrence takes too long.');
    this.name = 'ExpansionTooExpensive';
  }
}

/** Steps left; shared by every walk that draws on it (one series, or a whole import). */
export class WalkBudget {
  exhausted = false;
  constructor(public steps: number = EXPANSION_LIMITS.seriesSteps) {}

  /** Takes one step; false (and exhausted) once none is left. */
  take(): boolean {
    if (this.steps <= 0) {
      this.exhausted = true;
      return false;
    }
    this.steps -= 1;
    return true;
  }
}

/**
 * Runs `walk` on `rule` within `budget`: rrule reads `options.interval` at the end of every
 * period and stops when it is 0, so a getter that turns 0 when the budget is spent ends even a
 * walk that never meets a date. Throws ExpansionTooExpensive when that happened.
 */
export function withinBudget<T>(rule: RRuleType, budget: WalkBudget, walk: () => T): T {
  const interval = rule.options.interval;
  const options = { ...rule.options };
  Object.defineProperty(options, 'interval', {
    enumerable: true,
    get: () => (budget.take() ? interval : 0),
  });
  const saved = rule.options;
  rule.options = options;
  try {
    const result = walk();
    if (budget.exhausted) throw new ExpansionTooExpensive();
    return result;
  } finally {
    rule.options = saved;
  }
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

function utcDate(year: number, monthIndex: number, day = 1): Date {
  const date = new Date(Date.UTC(2000, monthIndex, day));
  date.setUTCFullYear(year);
  return date;
}

/**
 * The start of the period, `interval` periods at a time from dtstart's, that holds `target` (or
 * null when that is dtstart's own period). Iterating from there gives exactly the original
 * rule's dates from there on, since rrule's periods run from dtstart's in steps of `interval`.
 */
function periodStartBefore(rule: RRuleType, target: number): Date | null {
  const { freq, interval, wkst, dtstart } = rule.options;
  const start = dtstart.getTime();
  if (target <= start) return null;
  const fixed = (length: number) => {
    const first = Math.floor(start / length);
    const steps = Math.floor((Math.floor(target / length) - first) / interval);
    return steps > 0 ? new Date((first + steps * interval) * length) : null;
  };
  const target_ = new Date(target);
  switch (freq) {
    case RRule.HOURLY:
      return fixed(HOUR);
    case RRule.DAILY:
      return fixed(DAY);
    case RRule.WEEKLY: {
      const weekday = (dtstart.getUTCDay() + 6) % 7;
      const weekStart = Math.floor(start / DAY) - ((weekday - wkst + 7) % 7);
      const steps = Math.floor((Math.floor(target / DAY) - weekStart) / (7 * interval));
      return steps > 0 ? new Date((weekStart + steps * 7 * interval) * DAY) : null;
    }
    case RRule.MONTHLY: {
      const first = dtstart.getUTCFullYear() * 12 + dtstart.getUTCMonth();
      const wanted = target_.getUTCFullYear() * 12 + target_.getUTCMonth();
      const steps = Math.floor((wanted - first) / interval);
      const month = first + steps * interval;
      return steps > 0 ? utcDate(Math.floor(month / 12), month % 12) : null;
    }
    case RRule.YEARLY: {
      const steps = Math.floor((target_.getUTCFullYear() - dtstart.getUTCFullYear()) / interval);
      return steps > 0 ? utcDate(dtstart.getUTCFullYear() + steps * interval, 0) : null;
    }
    default:
      return null;
  }
}

/**
 * `rule` started again at the period holding `target`, keeping what rrule filled in from the
 * original dtstart (the day of month, the weekday, the time), without its COUNT: the caller
 * replaces a COUNT by the series' stored end. `rule` itself when there is nothing to skip.
 */
export function fastForward(rule: RRuleType, target: number): RRuleType {
  const start = rule.options.count ? null : periodStartBefore(rule, target);
  if (!start) return rule;
  const parsed = rule.options;
  const given = rule.origOptions;
  const options: Partial<Options> = { ...given, dtstart: start, count: null };
  const hasDayRule = [
    given.byweekno,
    given.byyearday,
    given.bymonthday,
    given.byweekday,
    given.byeaster,
  ].some((value) => value !== undefined && value !== null);
  if (!hasDayRule) {
    if (parsed.freq === RRule.YEARLY) options.bymonth = parsed.bymonth;
    if (parsed.freq === RRule.YEARLY || parsed.freq === RRule.MONTHLY)
      options.bymonthday = parsed.bymonthday;
    if (parsed.freq === RRule.WEEKLY) options.byweekday = parsed.byweekday;
  }
  options.byhour = parsed.byhour;
  options.byminute = parsed.byminute;
  options.bysecond = parsed.bysecond;
  return new RRule(options);
}
