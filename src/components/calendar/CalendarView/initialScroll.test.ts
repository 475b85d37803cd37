import { describe, expect, it } from 'vitest';
import { initialScrollTime, WORKDAY_START_HOUR } from './initialScroll';

describe('where a week or day view opens', () => {
  // Thursday 12 March 2026, 15:20 in Bucharest (UTC+2).
  const now = new Date('2026-03-12T13:20:00Z');
  const zone = 'Europe/Bucharest';

  it('opens an hour before now when today is drawn', () => {
    expect(initialScrollTime('week', '2026-03-10', 1, now, zone)).toBe('14:00:00');
    expect(initialScrollTime('day', '2026-03-12', 1, now, zone)).toBe('14:00:00');
    expect(initialScrollTime('day', '2026-03-12', 1, new Date('2026-03-11T22:30:00Z'), zone)).toBe(
      '00:00:00',
    );
  });

  it('opens at the working day on another week or day', () => {
    const workday = `0${WORKDAY_START_HOUR}:00:00`;
    expect(initialScrollTime('week', '2026-03-20', 1, now, zone)).toBe(workday);
    expect(initialScrollTime('day', '2026-03-13', 1, now, zone)).toBe(workday);
    // A week from Monday 16 March does not hold Thursday the 12th, whatever day `date` is.
    expect(initialScrollTime('week', '2026-03-16', 1, now, zone)).toBe(workday);
  });
});
