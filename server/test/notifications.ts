import type { ReminderPayload } from '@/api/schema';
import { sql, type Database } from '../db/index.ts';

/** A reminder notification's payload as the reminder job writes it. */
export const reminderPayload = (start: Date): ReminderPayload => ({
  eventId: '8d3c1f5e-2b4a-4c6d-9e8f-0a1b2c3d4e5f',
  start: start.toISOString(),
  allDay: false,
  minutesBefore: 10,
  late: false,
  latenessSeconds: 0,
});

/** Reminder notifications for `username`, one per title, each made at its time. */
export async function seedReminders(
  db: Database,
  username: string,
  rows: readonly { title: string; at: Date }[],
): Promise<void> {
  for (const row of rows)
    await db.execute(sql`
      INSERT INTO notifications (user_id, kind, target, title, payload, created_at)
      SELECT id, 'reminder', '/calendar', ${row.title},
        ${JSON.stringify(reminderPayload(new Date(row.at.getTime() + 10 * 60_000)))}, ${row.at}
      FROM users WHERE username = ${username}`);
}
