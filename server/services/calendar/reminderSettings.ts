import type { ReminderSettings } from '@/api/schema';
import { AGENDA_DEFAULT_TIME, type ReminderSettingsChange } from '@/api/schema';
import { sql, type Database, type Queryable } from '../../db/index.ts';
import { syncAgenda } from './dailyAgenda.ts';

interface SettingsRow {
  default_reminders: number[];
  default_all_day_reminders: number[];
  reminder_email: boolean;
  agenda_email: boolean;
  agenda_time: string;
}

/** A user's reminder settings; none until set (no default reminder, no mail). */
export async function reminderSettingsOf(db: Queryable, userId: string): Promise<ReminderSettings> {
  const row = await db.maybeOne<SettingsRow>(sql`
    SELECT default_reminders, default_all_day_reminders, reminder_email, agenda_email, agenda_time
    FROM calendar_settings WHERE user_id = ${userId}`);
  return {
    defaultReminders: row?.default_reminders ?? [],
    defaultAllDayReminders: row?.default_all_day_reminders ?? [],
    email: row?.reminder_email ?? false,
    agendaEmail: row?.agenda_email ?? false,
    agendaTime: row?.agenda_time ?? AGENDA_DEFAULT_TIME,
  };
}

/**
 * Replaces the user's reminder settings (the time zone and feed columns stay as they are; an
 * agenda field left out keeps its value) and moves the agenda job with them, in one transaction.
 */
export async function saveReminderSettings(
  db: Database,
  userId: string,
  settings: ReminderSettingsChange,
  now: Date,
): Promise<ReminderSettings> {
  return db.transaction(async (tx) => {
    const current = await reminderSettingsOf(tx, userId);
    const agendaEmail = settings.agendaEmail ?? current.agendaEmail;
    const agendaTime = settings.agendaTime ?? current.agendaTime;
    await tx.execute(sql`
      INSERT INTO calendar_settings (user_id, default_reminders, default_all_day_reminders,
        reminder_email, agenda_email, agenda_time)
      VALUES (${userId}, ${settings.defaultReminders}::integer[],
        ${settings.defaultAllDayReminders}::integer[], ${settings.email}, ${agendaEmail}, ${agendaTime})
      ON CONFLICT (user_id) DO UPDATE SET
        default_reminders = excluded.default_reminders,
        default_all_day_reminders = excluded.default_all_day_reminders,
        reminder_email = excluded.reminder_email,
        agenda_email = excluded.agenda_email,
        agenda_time = excluded.agenda_time`);
    await syncAgenda(tx, userId, now);
    return reminderSettingsOf(tx, userId);
  });
}
