import { z } from './zodSetup';

/**
 * Reminders are minutes before an occurrence's start (0: at the start). The picker offers the
 * presets; any other whole number of minutes up to `maxMinutes` is a custom reminder.
 */
export const REMINDER_LIMITS = {
  /** Reminders one event may carry. */
  count: 5,
  /** Four weeks before. */
  maxMinutes: 4 * 7 * 24 * 60,
  /** A reminder fired later than this after its time (the server was down) is missed. */
  graceMinutes: 15,
} as const;
export const REMINDER_PRESETS = [0, 5, 10, 30, 60, 1440] as const;

const inRange = (minutes: unknown) =>
  Number.isInteger(minutes) &&
  (minutes as number) >= 0 &&
  (minutes as number) <= REMINDER_LIMITS.maxMinutes;

/**
 * An event's reminders, each field error a code of its own (`fieldErrors.<code>`); stored
 * sorted, so [30, 10] and [10, 30] are one setting.
 */
export const remindersSchema = z
  .array(z.number())
  .refine((list) => list.length <= REMINDER_LIMITS.count, {
    params: { fieldCode: 'too_many_reminders' },
    abort: true,
  })
  .refine((list) => list.every(inRange), { params: { fieldCode: 'reminder_out_of_range' } })
  .refine((list) => new Set(list).size === list.length, {
    params: { fieldCode: 'duplicate_reminder' },
  })
  .transform((list) => [...list].sort((a, b) => a - b));
export type Reminders = z.output<typeof remindersSchema>;

const storedReminders = z.array(z.number().int().nonnegative());

/** The daily agenda mail's local time of day, `HH:mm` on a 24-hour clock. */
export const AGENDA_DEFAULT_TIME = '07:00';
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
export const timeOfDaySchema = z
  .string()
  .refine((value) => TIME_OF_DAY.test(value), { params: { fieldCode: 'invalid_time_of_day' } });

/**
 * A user's reminder settings: what a new timed or all-day event starts with when its create names
 * no reminders, and whether each reminder also goes out by mail.
 */
export const reminderSettingsSchema = z.object({
  defaultReminders: storedReminders,
  defaultAllDayReminders: storedReminders,
  email: z.boolean(),
  /** A mail each morning (at `agendaTime`, the user's zone) listing the day's events. */
  agendaEmail: z.boolean(),
  agendaTime: timeOfDaySchema,
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const updateReminderSettingsSchema = z
  .object({
    defaultReminders: remindersSchema,
    defaultAllDayReminders: remindersSchema,
    email: z.boolean(),
    // Optional so a client that predates the agenda keeps it as it is.
    agendaEmail: z.boolean().optional(),
    agendaTime: timeOfDaySchema.optional(),
  })
  .strict();
export type UpdateReminderSettings = z.input<typeof updateReminderSettingsSchema>;
/** A change as the server holds it once checked (reminder lists sorted). */
export type ReminderSettingsChange = z.output<typeof updateReminderSettingsSchema>;
