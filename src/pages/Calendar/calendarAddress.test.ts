import { describe, expect, it } from 'vitest';
import { isCalendarView, rangeOf, stepDate, validDate } from './calendarAddress';

describe('the calendar address', () => {
  it('accepts the four views and real dates only', () => {
    expect(isCalendarView('week')).toBe(true);
    expect(isCalendarView('year')).toBe(false);
    expect(isCalendarView('constructor')).toBe(false);
    expect(validDate('2026-03-14')).toBe(true);
    expect(validDate('2026-3-14')).toBe(false);
    expect(validDate('2026-13-40')).toBe(false);
  });

  it('steps a month without spilling past its last day, a week and a day', () => {
    expect(stepDate('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(stepDate('agenda', '2026-03-14', -1)).toBe('2026-02-14');
    expect(stepDate('week', '2026-03-14', 1)).toBe('2026-03-21');
    expect(stepDate('day', '2026-03-01', -1)).toBe('2026-02-28');
  });

  it('asks for the period with a week of margin on each side', () => {
    expect(rangeOf('month', '2026-03-14')).toEqual({
      from: '2026-02-22T00:00:00.000Z',
      to: '2026-04-08T00:00:00.000Z',
    });
    expect(rangeOf('day', '2026-03-14')).toEqual({
      from: '2026-03-07T00:00:00.000Z',
      to: '2026-03-22T00:00:00.000Z',
    });
  });
});
