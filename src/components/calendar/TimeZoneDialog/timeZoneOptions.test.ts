import { describe, expect, it } from 'vitest';
import { matchTimeZones, timeZoneOptions } from './timeZoneOptions';

const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');

describe('timeZoneOptions', () => {
  it('lists UTC first, then every zone by offset, each with today’s offset', () => {
    const options = timeZoneOptions(WINTER);
    expect(options[0]).toMatchObject({ zone: 'UTC', offset: 'GMT+00:00' });
    expect(options.find((o) => o.zone === 'Europe/Bucharest')?.offset).toBe('GMT+02:00');
    expect(options.find((o) => o.zone === 'Asia/Colombo')?.offset).toBe('GMT+05:30');
    expect(timeZoneOptions(SUMMER).find((o) => o.zone === 'America/New_York')?.offset).toBe(
      'GMT-04:00',
    );
    const minutes = options.slice(1).map((o) => o.offset);
    expect(minutes.indexOf('GMT-05:00')).toBeLessThan(minutes.indexOf('GMT+02:00'));
    expect(new Set(options.map((o) => o.zone)).size).toBe(options.length);
  });

  it('keeps a zone the user had even if this browser does not list it, but not an unknown one', () => {
    const zones = timeZoneOptions(WINTER, ['US/Eastern', 'Mars/Olympus']).map((o) => o.zone);
    expect(zones).toContain('US/Eastern');
    expect(zones).not.toContain('Mars/Olympus');
  });

  it('matches words of the city, the region or the offset, in any case', () => {
    const options = timeZoneOptions(WINTER);
    const zones = (query: string) => matchTimeZones(options, query).map((o) => o.zone);
    expect(zones('new york')).toEqual(['America/New_York']);
    expect(zones('NEW_YORK')).toEqual(['America/New_York']);
    expect(zones('europe bucha')).toEqual(['Europe/Bucharest']);
    expect(zones('+05:30')).toContain('Asia/Colombo');
    expect(zones('')).toHaveLength(options.length);
    expect(zones('atlantis')).toEqual([]);
  });
});
