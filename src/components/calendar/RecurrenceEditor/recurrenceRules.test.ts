import { describe, expect, it } from 'vitest';
import { endOf, recurrenceProblem, withEnd, withFrequency } from './recurrenceRules';

describe('recurrence rules', () => {
  it('starts weekly on the start weekday and monthly by date, keeping the end', () => {
    expect(withFrequency(null, 'weekly', '2026-03-14')).toEqual({
      frequency: 'weekly',
      interval: 1,
      weekdays: ['SA'],
    });
    expect(
      withFrequency({ frequency: 'daily', interval: 2, count: 5 }, 'monthly', '2026-03-14'),
    ).toEqual({
      frequency: 'monthly',
      interval: 2,
      monthlyBy: 'date',
      count: 5,
    });
    expect(withFrequency({ frequency: 'daily', interval: 1 }, 'none', '2026-03-14')).toBeNull();
  });

  it('switches the end and finds problems', () => {
    const rule = withEnd({ frequency: 'daily', interval: 1 }, 'until', '2026-03-14');
    expect(rule.until).toBe('2026-04-13');
    expect(endOf(withEnd(rule, 'count', '2026-03-14'))).toBe('count');
    expect(recurrenceProblem({ ...rule, until: '2026-03-01' }, '2026-03-14')).toBe('until');
    expect(recurrenceProblem({ frequency: 'daily', interval: 0 }, '2026-03-14')).toBe('interval');
    expect(recurrenceProblem({ frequency: 'daily', interval: 1, count: 1000 }, '2026-03-14')).toBe(
      'count',
    );
    expect(recurrenceProblem(rule, '2026-03-14')).toBeNull();
  });
});
