import { describe, expect, it } from 'vitest';
import { todayAndTomorrow, TODAY_WIDGET_MAX, type TodayEvent } from './todayEvents';

const event = (n: number, start: string, hours = 1, allDay = false): TodayEvent => ({
  id: `e${n}`,
  occurrenceId: `e${n}`,
  title: `Event ${n}`,
  start,
  end: new Date(Date.parse(start) + hours * 3_600_000).toISOString(),
  allDay,
  location: '',
});

describe('todayAndTomorrow', () => {
  const now = new Date('2026-03-14T09:30:00Z'); // 11:30 in Bucharest, 05:30 in New York

  it('keeps what is still ahead today and tomorrow, all-day first, in the viewer zone', () => {
    const events = [
      event(1, '2026-03-14T06:00:00Z'), // over at 09:00 UTC
      event(2, '2026-03-14T09:00:00Z'), // under way
      event(3, '2026-03-14T00:00:00Z', 24, true),
      event(4, '2026-03-15T07:00:00Z'),
      event(5, '2026-03-15T22:30:00Z'), // the 16th in Bucharest
    ];
    const { today, tomorrow } = todayAndTomorrow(events, now, 'Europe/Bucharest');
    expect(today.map((e) => e.id)).toEqual(['e3', 'e2']);
    expect(tomorrow.map((e) => e.id)).toEqual(['e4']);
    const ny = todayAndTomorrow(events, now, 'America/New_York');
    expect(ny.tomorrow.map((e) => e.id)).toEqual(['e4', 'e5']);
  });

  it('shows at most the widget maximum', () => {
    const events = Array.from({ length: 10 }, (_, i) => event(i, `2026-03-14T1${i}:00:00Z`));
    const { today, tomorrow } = todayAndTomorrow(events, now, 'UTC');
    expect(today.length + tomorrow.length).toBe(TODAY_WIDGET_MAX);
  });
});
