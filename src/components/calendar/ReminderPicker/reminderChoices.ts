import { REMINDER_LIMITS, REMINDER_PRESETS } from '@/api/schema/calendarReminders';

const DAY = 24 * 60;
/** 9:00 on the day before, counted back from local midnight of an all-day event's day. */
const DAY_BEFORE_AT_NINE = DAY - 9 * 60;

/**
 * The presets an all-day event offers: its reminders count from local midnight of its day, so
 * "the day before at 9:00" is 15 hours before it (docs/calendar.md "Reminders").
 */
export const ALL_DAY_REMINDER_PRESETS = [
  0,
  DAY_BEFORE_AT_NINE,
  DAY + DAY_BEFORE_AT_NINE,
  6 * DAY + DAY_BEFORE_AT_NINE,
] as const;

export const presetsFor = (allDay: boolean): readonly number[] =>
  allDay ? ALL_DAY_REMINDER_PRESETS : REMINDER_PRESETS;

export const REMINDER_UNITS = { minutes: 1, hours: 60, days: DAY } as const;
export type ReminderUnit = keyof typeof REMINDER_UNITS;

/** How a reminder reads: a message id and its values (the time of day as minutes past midnight). */
export type ReminderLabel =
  | { id: 'reminder.atStart' }
  | { id: 'reminder.before'; values: { amount: number; unit: ReminderUnit } }
  | { id: 'reminder.allDayAt'; values: { days: number; minutesOfDay: number } };

/** The largest whole unit a timed reminder is said in: 90 → 90 minutes, 120 → 2 hours. */
export function labelOf(minutes: number, allDay: boolean): ReminderLabel {
  if (allDay) {
    const days = Math.ceil(minutes / DAY);
    return { id: 'reminder.allDayAt', values: { days, minutesOfDay: days * DAY - minutes } };
  }
  if (minutes === 0) return { id: 'reminder.atStart' };
  const unit: ReminderUnit =
    minutes % DAY === 0 ? 'days' : minutes % 60 === 0 ? 'hours' : 'minutes';
  return { id: 'reminder.before', values: { amount: minutes / REMINDER_UNITS[unit], unit } };
}

/** Why a custom reminder cannot be added, as a `fieldErrors.<code>`; null when it can. */
export type CustomProblem = 'reminder_out_of_range' | 'duplicate_reminder' | 'too_many_reminders';

/**
 * The minutes a custom reminder stands for, or the problem with it: typed text is checked as the
 * server checks a reminder (a whole number of minutes, up to four weeks, not twice, at most five).
 */
export function customReminder(
  amount: string,
  unit: ReminderUnit,
  current: readonly number[],
): { minutes: number } | { problem: CustomProblem } {
  const value = /^\s*\d{1,6}\s*$/.test(amount) ? Number(amount) : Number.NaN;
  const minutes = value * REMINDER_UNITS[unit];
  if (!Number.isInteger(minutes) || minutes > REMINDER_LIMITS.maxMinutes) {
    return { problem: 'reminder_out_of_range' };
  }
  if (current.includes(minutes)) return { problem: 'duplicate_reminder' };
  if (current.length >= REMINDER_LIMITS.count) return { problem: 'too_many_reminders' };
  return { minutes };
}

/** The list with one more reminder, kept sorted as the server stores it. */
export const withReminder = (current: readonly number[], minutes: number): number[] =>
  [...new Set([...current, minutes])].sort((a, b) => a - b);
