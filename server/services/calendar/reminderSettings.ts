import type { ReminderSettings } from '@/api/schema';
import { sql, type Queryable } from '../../db/index.ts';

interface SettingsRow {
  default_reminders: number[];
  default_all_day_reminders: number[];
  reminder_email: boolean;
}

/** A user's reminder settings; none until set (no default reminder, no mail). */
export async function reminderSettingsOf(db: Queryable, userId: string): Promise<ReminderSettings> {
  const row = await db.maybeOne<SettingsRow>(sql`
    SELECT default_reminders, default_all_day_reminders, reminder_email
    FROM calendar_settings WHERE user_id = ${userId}`);
  return {
    defaultReminders: row?.default_reminders ?? [],
    defaultAllDayReminders: row?.default_all_day_reminders ?? [],
    email: row?.reminder_email ?? false,
  };
}

/** Replaces the user's reminder settings (the time zone and feed columns stay as they are). */
export async function saveReminderSettings(
  db: Queryable,
  userId: string,
  settings: ReminderSettings,
): Promise<ReminderSettings> {
  await db.execute(sql`
    INSERT INTO calendar_settings (user_id, default_reminders, default_all_day_reminders, reminder_email)
    VALUES (${userId}, ${settings.defaultReminders}::integer[],
      ${settings.defaultAllDayReminders}::integer[], ${settings.email})
    ON CONFLICT (user_id) DO UPDATE SET
      default_reminders = excluded.default_reminders,
      default_all_day_reminders = excluded.default_all_day_reminders,
      reminder_email = excluded.reminder_email`);
  return reminderSettingsOf(db, userId);
}
