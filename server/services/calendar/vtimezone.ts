import ICAL from 'ical.js';
import { toWallClock, wallClockMs, weekdayPosition, WEEKDAYS, type Weekday } from '@/api/schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The zone's offset at an instant, in whole minutes (the wall clock shows whole seconds). */
function offsetAt(ms: number, zone: string): number {
  const offset = wallClockMs(toWallClock(new Date(ms), zone)) - ms;
  return Math.round(offset / 60_000) * 60_000;
}

/** The first instant, to the minute, at which the offset differs from the one at `from`. */
function transitionIn(from: number, to: number, zone: string): number {
  const before = offsetAt(from, zone);
  let low = from;
  let high = to;
  while (high - low > 60_000) {
    const middle = low + Math.floor((high - low) / 2);
    if (offsetAt(middle, zone) === before) low = middle;
    else high = middle;
  }
  // Changes fall on a whole minute; the search ends within the minute after one.
  return Math.floor(high / 60_000) * 60_000;
}

const formatOffset = (ms: number) => {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  const text = `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
  return `${ms < 0 ? '-' : '+'}${text}`;
};

/** The date in 1970 the yearly rule first gives: a VTIMEZONE part starts at its first onset. */
function onsetIn1970(month: number, weekday: Weekday, position: number): string {
  const days: string[] = [];
  for (
    let day = Date.UTC(1970, month - 1, 1);
    new Date(day).getUTCMonth() === month - 1;
    day += DAY
  ) {
    if (WEEKDAYS[(new Date(day).getUTCDay() + 6) % 7] === weekday)
      days.push(new Date(day).toISOString().slice(0, 10));
  }
  return (position === -1 ? days.at(-1) : days[position - 1])!;
}

interface Transition {
  at: number;
  from: number;
  to: number;
}

/** The offset changes of one year, found day by day and narrowed to the minute. */
function transitions(year: number, zone: string): Transition[] {
  const found: Transition[] = [];
  const start = Date.UTC(year, 0, 1);
  for (let day = start; day < Date.UTC(year + 1, 0, 1); day += DAY) {
    if (offsetAt(day, zone) !== offsetAt(day + DAY, zone)) {
      const at = transitionIn(day, day + DAY, zone);
      found.push({ at, from: offsetAt(at - HOUR, zone), to: offsetAt(at, zone) });
    }
  }
  return found;
}

/**
 * A VTIMEZONE for an IANA zone, built from what Intl knows of its current rules: a fixed
 * offset, or a STANDARD and a DAYLIGHT part that recur yearly on the weekday of the month the
 * changes fall on this year (how every zone with daylight saving words its rule today).
 */
export function vtimezone(zone: string, year = new Date().getUTCFullYear()): ICAL.Component {
  const component = new ICAL.Component('vtimezone');
  component.addPropertyWithValue('tzid', zone);
  const changes = transitions(year, zone);
  if (changes.length !== 2) {
    const offset = formatOffset(offsetAt(Date.UTC(year, 0, 1), zone));
    const standard = new ICAL.Component('standard');
    standard.addPropertyWithValue('dtstart', ICAL.Time.fromDateTimeString('1970-01-01T00:00:00'));
    standard.addPropertyWithValue('tzoffsetfrom', ICAL.UtcOffset.fromString(offset));
    standard.addPropertyWithValue('tzoffsetto', ICAL.UtcOffset.fromString(offset));
    component.addSubcomponent(standard);
    return component;
  }
  for (const change of changes) {
    const part = new ICAL.Component(change.to > change.from ? 'daylight' : 'standard');
    // The wall clock just before the change, as RFC 5545 words an onset.
    const localWall = new Date(change.at + change.from).toISOString().slice(0, 19);
    const month = Number(localWall.slice(5, 7));
    const { weekday, position } = weekdayPosition(localWall.slice(0, 10));
    part.addPropertyWithValue(
      'dtstart',
      ICAL.Time.fromDateTimeString(
        `${onsetIn1970(month, weekday, position)}${localWall.slice(10)}`,
      ),
    );
    part.addPropertyWithValue('tzoffsetfrom', ICAL.UtcOffset.fromString(formatOffset(change.from)));
    part.addPropertyWithValue('tzoffsetto', ICAL.UtcOffset.fromString(formatOffset(change.to)));
    part.addPropertyWithValue(
      'rrule',
      ICAL.Recur.fromString(
        `FREQ=YEARLY;BYMONTH=${Number(localWall.slice(5, 7))};BYDAY=${position}${weekday}`,
      ),
    );
    component.addSubcomponent(part);
  }
  return component;
}
