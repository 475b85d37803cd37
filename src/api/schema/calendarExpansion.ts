import { rruleDateToIso } from './calendarRecurrence';
import { fromWallClock, toWallClock, wallClockMs } from './calendarTime';
import { CALENDAR_INSTANTS } from './calendarDates';
import { fastForward, RRule, WalkBudget, withinBudget } from './calendarRuleWalk';

/** What expansion needs to know of a stored event. */
export interface RecurringSource {
  start: string;
  end: string;
  allDay: boolean;
  timeZone: string;
  rrule: string | null;
  exdates: readonly string[];
  /**
   * When the last occurrence ends, as stored (`series_end`): with it a COUNT rule reads as
   * "until that occurrence" and can start walking near the range instead of at dtstart.
   */
  seriesEnd?: string | null;
}

export interface Occurrence {
  /** The start the rule gave this occurrence: its address within the series. */
  recurrenceStart: string;
  start: string;
  end: string;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** No single answer holds more than this many occurrences of one series. */
export const MAX_OCCURRENCES_PER_SERIES = 2_000;

const iso = (ms: number) => new Date(ms).toISOString();
/** Nothing is written past the last instant a range may name (rrule itself stops at 9999). */
const LAST = CALENDAR_INSTANTS.range.last;

/**
 * The rule read in wall-clock time: dtstart and UNTIL are the zone's wall clock written as UTC,
 * so rrule never sees a daylight-saving change, and each date it yields converts back to an
 * instant in the event's zone (all-day events are floating dates and skip the conversion).
 */
function wallClockRule(source: RecurringSource) {
  const options = RRule.parseString(source.rrule!.replace(/^RRULE:/i, ''));
  const toWall = (instant: string) =>
    source.allDay ? Date.parse(instant) : wallClockMs(toWallClock(instant, source.timeZone));
  options.dtstart = new Date(toWall(source.start));
  options.tzid = null;
  if (options.until) {
    const until = rruleDateToIso(source.rrule!.match(/UNTIL=([0-9TZ]+)/i)?.[1] ?? '');
    options.until = until
      ? new Date(until.length && source.allDay ? Date.parse(until) + DAY - 1 : toWall(until))
      : null;
  }
  // A COUNT rule whose end is known ends at its last occurrence: the same dates, walkable from
  // anywhere.
  if (options.count && source.seriesEnd) {
    const lastStart =
      Date.parse(source.seriesEnd) - (Date.parse(source.end) - Date.parse(source.start));
    options.count = null;
    options.until = new Date(toWall(iso(lastStart)));
  }
  const rule = new RRule(options);
  const toInstant = (wall: Date) =>
    source.allDay
      ? wall.getTime()
      : fromWallClock(iso(wall.getTime()).slice(0, 19), source.timeZone).getTime();
  return { rule, toWall, toInstant };
}

/**
 * Occurrences of `source` that overlap [from, to), without the excluded dates and the starts
 * `overridden` by an edited occurrence. A single event yields itself when it overlaps. The walk
 * starts at the rule's period that holds the range (not at dtstart) and draws on `budget`:
 * ExpansionTooExpensive when that runs out.
 */
export function expandOccurrences(
  source: RecurringSource,
  from: string,
  to: string,
  overridden: ReadonlySet<number> = new Set(),
  budget = new WalkBudget(),
): Occurrence[] {
  const fromMs = Date.parse(from);
  const toMs = Date.parse(to);
  const startMs = Date.parse(source.start);
  const duration = Date.parse(source.end) - startMs;
  if (!source.rrule) {
    return startMs < toMs && startMs + duration > fromMs
      ? [{ recurrenceStart: source.start, start: source.start, end: source.end }]
      : [];
  }
  const { rule, toInstant } = wallClockRule(source);
  const excluded = new Set([...source.exdates.map((date) => Date.parse(date)), ...overridden]);
  // A day of margin each side covers any zone's offset between wall clock and UTC.
  const windowStart = new Date(fromMs - duration - DAY);
  const windowEnd = new Date(toMs + DAY);
  const walker = fastForward(rule, windowStart.getTime());
  const occurrences: Occurrence[] = [];
  withinBudget(walker, budget, () =>
    walker.between(windowStart, windowEnd, true, (wall) => {
      const begins = toInstant(wall);
      const inRange = begins < toMs && begins + duration > fromMs && begins + duration <= LAST;
      if (inRange && !excluded.has(begins)) {
        occurrences.push({
          recurrenceStart: iso(begins),
          start: iso(begins),
          end: iso(begins + duration),
        });
      }
      return occurrences.length < MAX_OCCURRENCES_PER_SERIES;
    }),
  );
  return occurrences;
}

/**
 * When the last occurrence ends, or null for a rule that never ends. A COUNT is walked from the
 * start (within `budget`: ExpansionTooExpensive past it); an UNTIL gives the end at once, as the
 * latest an occurrence starting by it can end (an hour more for a daylight-saving change).
 */
export function seriesEnd(source: RecurringSource, budget = new WalkBudget()): string | null {
  const duration = Date.parse(source.end) - Date.parse(source.start);
  if (!source.rrule) return source.end;
  const { rule, toInstant } = wallClockRule({ ...source, seriesEnd: null });
  const { count, until } = rule.options;
  if (!count && !until) return null;
  if (!count) {
    const last = until!.getTime() < rule.options.dtstart.getTime() ? rule.options.dtstart : until!;
    return iso(Math.min(toInstant(last) + duration + (source.allDay ? 0 : HOUR), LAST));
  }
  let last = Date.parse(source.start);
  withinBudget(rule, budget, () =>
    rule.all((wall) => {
      last = toInstant(wall);
      return true;
    }),
  );
  return iso(Math.min(last + duration, LAST));
}

/** How many occurrences the rule gives before `instant` (for a COUNT kept across a split). */
export function occurrencesBefore(
  source: RecurringSource,
  instant: string,
  budget = new WalkBudget(),
): number {
  if (!source.rrule) return 0;
  const { rule, toInstant } = wallClockRule({ ...source, seriesEnd: null });
  const limit = Date.parse(instant);
  let seen = 0;
  withinBudget(rule, budget, () =>
    rule.all((wall) => {
      if (toInstant(wall) >= limit) return false;
      seen += 1;
      return true;
    }),
  );
  return seen;
}

/** The first occurrence the rule gives, or null when it gives none (within `budget`). */
export function firstOccurrence(source: RecurringSource, budget = new WalkBudget()): string | null {
  if (!source.rrule) return source.start;
  const { rule, toInstant } = wallClockRule({ ...source, seriesEnd: null });
  let first: number | null = null;
  withinBudget(rule, budget, () =>
    rule.all((wall) => {
      first = toInstant(wall);
      return false;
    }),
  );
  return first === null ? null : iso(first);
}

/** True when some occurrence is neither excluded nor past the rule's end (within `budget`). */
export function hasOccurrenceLeft(source: RecurringSource, budget = new WalkBudget()): boolean {
  if (!source.rrule) return true;
  const { rule, toInstant } = wallClockRule(source);
  const excluded = new Set(source.exdates.map((date) => Date.parse(date)));
  let found = false;
  withinBudget(rule, budget, () =>
    rule.all((wall) => {
      found = !excluded.has(toInstant(wall));
      return !found;
    }),
  );
  return found;
}

/** True when `instant` is one of the starts the rule gives (an addressable occurrence). */
export function isOccurrenceStart(source: RecurringSource, instant: string): boolean {
  const at = Date.parse(instant);
  if (!source.rrule) return at === Date.parse(source.start);
  return (
    expandOccurrences(source, iso(at), iso(at + 1)).some(
      (occurrence) => Date.parse(occurrence.recurrenceStart) === at,
    ) || at === Date.parse(source.start)
  );
}
