export interface TimeZoneOption {
  zone: string;
  /** `GMT+02:00` at `now`: what the zone is off UTC today. */
  offset: string;
  /** Lower-case text a search matches: the name with spaces for underscores, and the offset. */
  search: string;
}

/** Every IANA zone this browser knows, UTC first, then by offset and name. */
export function timeZoneOptions(now: Date, extra: readonly string[] = []): TimeZoneOption[] {
  const zones = new Set(['UTC', ...Intl.supportedValuesOf('timeZone'), ...extra]);
  const options = [...zones].flatMap((zone) => {
    const offset = offsetOf(zone, now);
    if (!offset) return [];
    return {
      zone,
      offset,
      search: `${zone.replaceAll('_', ' ')} ${zone} ${offset}`.toLowerCase(),
      minutes: offsetMinutes(offset),
    };
  });
  options.sort((a, b) =>
    a.zone === 'UTC'
      ? -1
      : b.zone === 'UTC'
        ? 1
        : a.minutes - b.minutes || a.zone.localeCompare(b.zone),
  );
  return options.map(({ zone, offset, search }) => ({ zone, offset, search }));
}

/** The zone's offset at `now`, or null for a name this browser does not know. */
function offsetOf(zone: string, now: Date): string | null {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((item) => item.type === 'timeZoneName');
    // `GMT` alone is how Intl writes a zero offset.
    return part?.value === 'GMT' ? 'GMT+00:00' : (part?.value ?? 'GMT+00:00');
  } catch {
    return null;
  }
}

function offsetMinutes(offset: string): number {
  const match = /([+-])(\d{2}):(\d{2})/.exec(offset);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** Options whose name or offset holds every word of `query`: "new york", "bucharest", "+05:30". */
export function matchTimeZones(
  options: readonly TimeZoneOption[],
  query: string,
): TimeZoneOption[] {
  const words = query.toLowerCase().replaceAll('_', ' ').split(/\s+/).filter(Boolean);
  return options.filter((option) => words.every((word) => option.search.includes(word)));
}
