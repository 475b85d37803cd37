import { describe, expect, it } from 'vitest';
import { REMINDER_LIMITS } from '@/api/schema/calendarReminders';
import { customReminder, labelOf, withReminder } from './reminderChoices';

describe('reminder choices', () => {
  it.each([
    [0, { id: 'reminder.atStart' }],
    [10, { id: 'reminder.before', values: { amount: 10, unit: 'minutes' } }],
    [90, { id: 'reminder.before', values: { amount: 90, unit: 'minutes' } }],
    [120, { id: 'reminder.before', values: { amount: 2, unit: 'hours' } }],
    [2880, { id: 'reminder.before', values: { amount: 2, unit: 'days' } }],
  ])('says a timed reminder of %i minutes in its largest whole unit', (minutes, label) => {
    expect(labelOf(minutes, false)).toEqual(label);
  });

  it.each([
    [0, 0, 0],
    [900, 1, 540],
    [2340, 2, 540],
    [60, 1, 1380],
  ])('says an all-day reminder of %i minutes as %i days before at a time', (m, days, at) => {
    expect(labelOf(m, true)).toEqual({
      id: 'reminder.allDayAt',
      values: { days, minutesOfDay: at },
    });
  });

  it('turns a custom amount into minutes and refuses what the server would', () => {
    expect(customReminder('3', 'hours', [])).toEqual({ minutes: 180 });
    expect(customReminder(' 0 ', 'days', [5])).toEqual({ minutes: 0 });
    expect(customReminder('29', 'days', [])).toEqual({ problem: 'reminder_out_of_range' });
    expect(customReminder('1.5', 'hours', [])).toEqual({ problem: 'reminder_out_of_range' });
    expect(customReminder('-5', 'minutes', [])).toEqual({ problem: 'reminder_out_of_range' });
    expect(customReminder('', 'minutes', [])).toEqual({ problem: 'reminder_out_of_range' });
    expect(customReminder('60', 'minutes', [60])).toEqual({ problem: 'duplicate_reminder' });
    const full = [1, 2, 3, 4, 5].slice(0, REMINDER_LIMITS.count);
    expect(customReminder('7', 'minutes', full)).toEqual({ problem: 'too_many_reminders' });
  });

  it('keeps the list sorted and without repeats', () => {
    expect(withReminder([30, 5], 10)).toEqual([5, 10, 30]);
    expect(withReminder([5], 5)).toEqual([5]);
  });
});
