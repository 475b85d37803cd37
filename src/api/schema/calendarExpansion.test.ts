import { describe, expect, it } from 'vitest';
import { expandOccurrences, seriesEnd, type RecurringSource } from './calendarExpansion';
import {
  ExpansionTooExpensive,
  fastForward,
  RRule,
  WalkBudget,
  withinBudget,
} from './calendarRuleWalk';

const rule = (text: string, dtstart: string) => {
  const options = RRule.parseString(text);
  options.dtstart = new Date(dtstart);
  return new RRule(options);
};

describe('bounded recurrence walks', () => {
  it('a rule that never matches stops when its budget is spent, long before year 9999', () => {
    const never = rule('FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30', '2026-01-01T09:00:00Z');
    const budget = new WalkBudget(1_000);
    expect(() =>
      withinBudget(never, budget, () =>
        never.between(new Date('2026-01-01'), new Date('2027-01-01')),
      ),
    ).toThrow(ExpansionTooExpensive);
    expect(budget.exhausted).toBe(true);
  });

  it.each([
    ['FREQ=DAILY;INTERVAL=3', '2026-01-01T09:30:00Z'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH', '2026-01-07T18:00:00Z'],
    ['FREQ=WEEKLY;INTERVAL=3;WKST=SU', '2026-01-07T18:00:00Z'],
    ['FREQ=MONTHLY;BYDAY=-1FR', '2026-01-30T08:00:00Z'],
    ['FREQ=MONTHLY;INTERVAL=5', '2026-01-31T08:00:00Z'],
    ['FREQ=MONTHLY;BYDAY=MO,TU;BYSETPOS=2', '2026-01-05T08:00:00Z'],
    ['FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYMONTHDAY=29', '2028-02-29T12:00:00Z'],
    ['FREQ=YEARLY', '2026-03-15T12:00:00Z'],
    ['FREQ=HOURLY;INTERVAL=7;BYDAY=SA', '2026-01-03T01:00:00Z'],
  ])('%s started near the window gives what walking from dtstart gives', (text, dtstart) => {
    const whole = rule(text, dtstart);
    const from = new Date('2037-06-01T00:00:00Z');
    const to = new Date('2041-06-01T00:00:00Z');
    const near = fastForward(whole, from.getTime());
    expect(near.options.dtstart.getTime()).toBeGreaterThan(whole.options.dtstart.getTime());
    expect(near.between(from, to, true)).toEqual(whole.between(from, to, true));
  });
});

describe('expansion', () => {
  const daily: RecurringSource = {
    start: '2026-01-05T09:00:00.000Z',
    end: '2026-01-05T10:00:00.000Z',
    allDay: false,
    timeZone: 'Europe/Bucharest',
    rrule: 'FREQ=DAILY',
    exdates: [],
  };

  it('a range in year 9000 of an endless daily series walks from the range, within the default budget', () => {
    const found = expandOccurrences(daily, '9000-01-01T00:00:00.000Z', '9000-02-01T00:00:00.000Z');
    expect(found).toHaveLength(31);
    // 11:00 in Bucharest (UTC+2 in winter), as on the first day.
    expect(found[0]!.start).toBe('9000-01-01T09:00:00.000Z');
  });

  it('a COUNT series read with its stored end gives its last occurrences in a late range', () => {
    const counted = { ...daily, rrule: 'FREQ=DAILY;COUNT=5000' };
    const end = seriesEnd(counted)!;
    expect(end.slice(0, 10)).toBe('2039-09-13');
    const late = expandOccurrences(
      { ...counted, seriesEnd: end },
      '2039-09-01T00:00:00.000Z',
      '2039-10-01T00:00:00.000Z',
      new Set(),
      new WalkBudget(500),
    );
    expect(late).toHaveLength(13);
  });
});
