/**
 * Wall-clock time in an IANA zone, with Intl only, so the schema module stays small for the
 * client. A wall-clock time is written `YYYY-MM-DDTHH:mm:ss` (no offset). Recurrence is expanded
 * in wall-clock time and converted per occurrence, which is what keeps a weekly 09:00 meeting at
 * 09:00 across a daylight-saving change (docs/calendar.md "Time zones").
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/**
 * The IANA name as this runtime spells it (`europe/bucharest` → `Europe/Bucharest`), or null for
 * anything else, offsets such as `+02:00` included: a fixed offset has no daylight-saving rules,
 * so it is not a place a user lives in.
 */
export function canonicalTimeZone(zone: string): string | null {
  if (!zone || zone.length > 64) return null;
  try {
    const name = formatterFor(zone).resolvedOptions().timeZone;
    return /^[+-]/.test(name) ? null : name;
  } catch {
    return null;
  }
}

/** True for a zone name this runtime knows (`Europe/Bucharest`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  return canonicalTimeZone(zone) !== null;
}

/** The wall-clock time at `instant` in `zone`. */
export function toWallClock(instant: Date | string, zone: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const parts: Record<string, string> = {};
  for (const part of formatterFor(zone).formatToParts(date)) parts[part.type] = part.value;
  return `${String(parts.year).padStart(4, '0')}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Milliseconds of a wall-clock string read as if it were UTC. */
export function wallClockMs(wallClock: string): number {
  return Date.parse(`${wallClock.length === 10 ? `${wallClock}T00:00:00` : wallClock}Z`);
}

function offsetMs(instantMs: number, zone: string): number {
  const whole = instantMs - (((instantMs % 1000) + 1000) % 1000);
  return wallClockMs(toWallClock(new Date(whole), zone)) - whole;
}

const HOUR = 3_600_000;

/**
 * The instant a wall-clock time names in `zone`. A time skipped by a spring-forward change reads
 * as the same distance past the change; a repeated one (autumn) takes its first meaning.
 */
export function fromWallClock(wallClock: string, zone: string): Date {
  const asUtc = wallClockMs(wallClock);
  const guess = offsetMs(asUtc, zone);
  const first = asUtc - guess;
  const settled = offsetMs(first, zone);
  if (settled === guess) {
    const earlierOffset = offsetMs(first - 3 * HOUR, zone);
    const earlier = asUtc - earlierOffset;
    const repeated = earlier !== first && offsetMs(earlier, zone) === earlierOffset;
    return new Date(repeated ? Math.min(earlier, first) : first);
  }
  const second = asUtc - settled;
  if (offsetMs(second, zone) === settled) return new Date(second);
  return new Date(asUtc - Math.min(guess, settled));
}

/** `YYYY-MM-DD` of an instant in a zone. */
export function dateInZone(instant: Date | string, zone: string): string {
  return toWallClock(instant, zone).slice(0, 10);
}
