import { describe, expect, it } from 'vitest';
import { drawnDays } from '@/lib/calendarDays';
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

  it('asks for every day the month grid draws, six weeks from the week of the 1st', () => {
    // November 2026 starts on a Sunday: the grid runs to Saturday 12 December (the walk's
    // missing Dec 11); a week from Monday shows 26 October to 6 December.
    expect(drawnDays('month', '2026-11-14', 0)).toEqual({ first: '2026-11-01', end: '2026-12-13' });
    expect(drawnDays('month', '2026-11-14', 1)).toEqual({ first: '2026-10-26', end: '2026-12-07' });
    // December 2026 starts on a Tuesday: the grid runs to Saturday 9 January (the missing Jan 8).
    expect(drawnDays('month', '2026-12-01', 0)).toEqual({ first: '2026-11-29', end: '2027-01-10' });
    expect(rangeOf('month', '2026-11-14', 0)).toEqual({
      from: '2026-10-31T00:00:00.000Z',
      to: '2026-12-14T00:00:00.000Z',
    });
    expect(rangeOf('month', '2026-12-31', 0)).toEqual({
      from: '2026-11-28T00:00:00.000Z',
      to: '2027-01-11T00:00:00.000Z',
    });
  });

  it('asks for the week, day and agenda month drawn, with a day for the zones on each side', () => {
    // Thursday 12 March 2026.
    expect(drawnDays('week', '2026-03-12', 0)).toEqual({ first: '2026-03-08', end: '2026-03-15' });
    expect(drawnDays('week', '2026-03-12', 1)).toEqual({ first: '2026-03-09', end: '2026-03-16' });
    expect(drawnDays('week', '2026-03-08', 1)).toEqual({ first: '2026-03-02', end: '2026-03-09' });
    expect(drawnDays('agenda', '2026-03-12', 1)).toEqual({
      first: '2026-03-01',
      end: '2026-04-01',
    });
    expect(rangeOf('day', '2026-03-14', 1)).toEqual({
      from: '2026-03-13T00:00:00.000Z',
      to: '2026-03-16T00:00:00.000Z',
    });
  });
});
