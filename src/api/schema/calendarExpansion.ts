import * as rruleModule from 'rrule';
import { rruleDateToIso } from './calendarRecurrence';
import { fromWallClock, toWallClock, wallClockMs } from './calendarTime';

// rrule ships CommonJS to Node and ESM to bundlers; this reads its exports from either.
const { RRule } = (
  'RRule' in rruleModule ? rruleModule : (rruleModule as { default: typeof rruleModule }).default
) as typeof rruleModule;

/** What expansion needs to know of a stored event. */
export interface RecurringSource {
  start: string;
  end: string;
  allDay: boolean;
  timeZone: string;
  rrule: string | null;
  exdates: readonly string[];
}

export interface Occurrence {
  /** The start the rule gave this occurrence: its address within the series. */
  recurrenceStart: string;
  start: string;
  end: string;
}

const DAY = 86_400_000;
/** No single answer holds more than this many occurrences of one series. */
export const MAX_OCCURRENCES_PER_SERIES = 2_000;
/** A rule with neither COUNT nor UNTIL is walked this far to find its last occurrence: never. */
const SERIES_SCAN_LIMIT = 10_000;

const iso = (ms: number) => new Date(ms).toISOString();

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
  const rule = new RRule(options);
  const toInstant = (wall: Date) =>
    source.allDay
      ? wall.getTime()
      : fromWallClock(iso(wall.getTime()).slice(0, 19), source.timeZone).getTime();
  return { rule, toWall, toInstant };
}

/**
 * Occurrences of `source` that overlap [from, to), without the excluded dates and the starts
 * `overridden` by an edited occurrence. A single event yields itself when it overlaps.
 */
export function expandOccurrences(
  source: RecurringSource,
  from: string,
  to: string,
  overridden: ReadonlySet<number> = new Set(),
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
  const occurrences: Occurrence[] = [];
  rule.between(windowStart, windowEnd, true, (wall) => {
    const begins = toInstant(wall);
    if (begins < toMs && begins + duration > fromMs && !excluded.has(begins)) {
      occurrences.push({
        recurrenceStart: iso(begins),
        start: iso(begins),
        end: iso(begins + duration),
      });
    }
    return occurrences.length < MAX_OCCURRENCES_PER_SERIES;
  });
  return occurrences;
}

/** When the last occurrence ends, or null for a rule that never ends. */
export function seriesEnd(source: RecurringSource): string | null {
  const duration = Date.parse(source.end) - Date.parse(source.start);
  if (!source.rrule) return source.end;
  const { rule, toInstant } = wallClockRule(source);
  if (!rule.options.count && !rule.options.until) return null;
  let last = Date.parse(source.start);
  let seen = 0;
  rule.all((wall) => {
    last = toInstant(wall);
    return ++seen < SERIES_SCAN_LIMIT;
  });
  return iso(last + duration);
}

/** How many occurrences the rule gives before `instant` (for a COUNT kept across a split). */
export function occurrencesBefore(source: RecurringSource, instant: string): number {
  if (!source.rrule) return 0;
  const { rule, toInstant } = wallClockRule(source);
  const limit = Date.parse(instant);
  let seen = 0;
  rule.all((wall) => {
    if (toInstant(wall) >= limit) return false;
    seen += 1;
    return seen < SERIES_SCAN_LIMIT;
  });
  return seen;
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
