import { sql, type Queryable } from '../../db/index.ts';
import type { Mailer } from '../mailer.ts';
import type { Clock } from '../scheduler/clock.ts';
import { cancelJobs, scheduleJob } from '../scheduler/jobs.ts';
import type { AfterCommit, DueJob, Firing, JobKind } from '../scheduler/scheduler.ts';
import { EVENT_COLUMNS, recurringSource, type EventRow } from './eventsQuery.ts';
import { nextReminder, REMINDER_GRACE_MS } from './reminderTimes.ts';

export const REMINDER_JOB = 'calendar.reminder';

interface ReminderPayload {
  recurrenceStart: string;
  start: string;
  minutes: number;
}

/** The starts of a series' edited occurrences: they remind as rows of their own. */
async function overriddenStarts(tx: Queryable, row: EventRow): Promise<Set<number>> {
  if (!row.rrule) return new Set();
  const edited = await tx.many<{ recurrence_start: Date }>(
    sql`SELECT recurrence_start FROM calendar_events WHERE series_id = ${row.id}`,
  );
  return new Set(edited.map((e) => e.recurrence_start.getTime()));
}

/** Schedules (or moves, or drops) the one pending reminder job of an event row. */
async function scheduleNext(tx: Queryable, row: EventRow, afterMs: number): Promise<void> {
  const next = nextReminder(
    recurringSource(row),
    row.reminders,
    afterMs,
    await overriddenStarts(tx, row),
  );
  if (!next) {
    await cancelJobs(tx, REMINDER_JOB, [row.id]);
    return;
  }
  const payload: ReminderPayload = {
    recurrenceStart: next.recurrenceStart,
    start: next.start,
    minutes: next.minutes,
  };
  await scheduleJob(tx, {
    kind: REMINDER_JOB,
    subject: row.id,
    userId: row.user_id,
    dueAt: next.dueAt,
    payload,
  });
}

/**
 * Brings the reminder jobs of these event rows, their series' edited occurrences included, in
 * line with what is stored now; called in the transaction of every change, so a moved, edited,
 * split, deleted or restored event never reminds at its old time.
 */
export async function syncReminders(
  tx: Queryable,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  const family = await tx.many<{ id: string }>(sql`
    SELECT id FROM calendar_events WHERE id = ANY (${ids}::uuid[]) OR series_id = ANY (${ids}::uuid[])`);
  const all = [...new Set([...ids, ...family.map((row) => row.id)])];
  await cancelJobs(tx, REMINDER_JOB, all);
  const rows = await tx.many<EventRow>(sql`
    SELECT ${EVENT_COLUMNS} FROM calendar_events
    WHERE id = ANY (${all}::uuid[]) AND cardinality(reminders) > 0`);
  for (const row of rows) await scheduleNext(tx, row, now.getTime());
}

interface ReminderOwner {
  username: string;
  email: string;
  reminder_email: boolean | null;
  time_zone: string | null;
}

export interface ReminderDeps {
  mailer: Mailer;
  publicUrl: () => string;
  clock?: Clock;
}

/** The address of an event in the app (as `calendarLink` in src/routes/paths.ts builds it). */
const eventPath = (username: string, id: string) =>
  `/calendar/${encodeURIComponent(username)}?event=${encodeURIComponent(id)}`;

function reminderMail(row: EventRow, owner: ReminderOwner, payload: ReminderPayload, link: string) {
  const zone = owner.time_zone ?? 'UTC';
  const when = new Intl.DateTimeFormat('en', {
    dateStyle: 'full',
    timeStyle: row.all_day ? undefined : 'short',
    timeZone: row.all_day ? 'UTC' : zone,
  }).format(new Date(payload.start));
  return {
    to: owner.email,
    subject: `Reminder: ${row.title.replace(/[\r\n]+/g, ' ')}`,
    text: `${row.title}\n${when}${row.all_day ? '' : ` (${zone})`}\n\n${link}\n`,
  };
}

/**
 * A reminder fires: a notification for the occurrence (saying when it fired late), a mail when
 * the owner asked for them (after the commit), and the job of the next reminder in the same
 * transaction. A missed one only schedules the next.
 */
export function reminderJob(deps: ReminderDeps): JobKind {
  async function rowOf(tx: Queryable, job: DueJob) {
    return tx.maybeOne<EventRow>(
      sql`SELECT ${EVENT_COLUMNS} FROM calendar_events WHERE id = ${job.subject}`,
    );
  }
  return {
    kind: REMINDER_JOB,
    graceMs: REMINDER_GRACE_MS,
    async fire(job, firing: Firing): Promise<AfterCommit | void> {
      const row = await rowOf(firing.tx, job);
      if (!row) return;
      const payload = job.payload as ReminderPayload;
      const owner = await firing.tx.one<ReminderOwner>(sql`
        SELECT u.username, u.email, s.reminder_email, s.time_zone
        FROM users u LEFT JOIN calendar_settings s ON s.user_id = u.id WHERE u.id = ${row.user_id}`);
      const target = eventPath(owner.username, row.id);
      await firing.tx.execute(sql`
        INSERT INTO notifications (user_id, kind, target, title, payload, created_at)
        VALUES (${row.user_id}, 'reminder', ${target}, ${row.title}, ${JSON.stringify({
          eventId: row.id,
          start: payload.start,
          allDay: row.all_day,
          minutesBefore: payload.minutes,
          late: firing.late,
          latenessSeconds: Math.round(firing.latenessMs / 1000),
        })}, ${firing.now})`);
      await scheduleNext(firing.tx, row, job.dueAt.getTime());
      if (!owner.reminder_email) return;
      const mail = reminderMail(row, owner, payload, deps.publicUrl() + target);
      return () => deps.mailer.send(mail);
    },
    async missed(job, firing) {
      const row = await rowOf(firing.tx, job);
      // The next reminder after the grace still fires (late); older ones were missed with this.
      if (row) await scheduleNext(firing.tx, row, firing.now.getTime() - REMINDER_GRACE_MS);
    },
  };
}
