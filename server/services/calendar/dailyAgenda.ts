import { dateInZone } from '@/api/schema';
import type { CalendarEvent } from '@/api/schema/calendar';
import { sql, type Queryable } from '../../db/index.ts';
import type { Mailer } from '../mailer.ts';
import { cancelJobs, scheduleJob } from '../scheduler/jobs.ts';
import type { DueJob, Firing, JobKind } from '../scheduler/scheduler.ts';
import { agendaOfDay, agendaRange, nextAgendaAt, timeInZone } from './agendaTimes.ts';
import { REMINDER_GRACE_MS } from './reminderTimes.ts';

export const AGENDA_JOB = 'calendar.agenda';

interface AgendaOwner {
  username: string;
  email: string;
  agenda_email: boolean | null;
  agenda_time: string | null;
  time_zone: string | null;
}

async function ownerOf(tx: Queryable, userId: string): Promise<AgendaOwner | null> {
  const owner = await tx.maybeOne<AgendaOwner>(sql`
    SELECT u.username, u.email, s.agenda_email, s.agenda_time, s.time_zone
    FROM users u LEFT JOIN calendar_settings s ON s.user_id = u.id WHERE u.id = ${userId}`);
  return owner ?? null;
}

/** Schedules the next agenda after `afterMs` when the user wants one, else drops the pending one. */
async function scheduleAfter(
  tx: Queryable,
  userId: string,
  owner: AgendaOwner | null,
  afterMs: number,
) {
  if (!owner?.agenda_email || !owner.agenda_time) {
    await cancelJobs(tx, AGENDA_JOB, [userId]);
    return;
  }
  await scheduleJob(tx, {
    kind: AGENDA_JOB,
    subject: userId,
    userId,
    dueAt: nextAgendaAt(owner.time_zone ?? 'UTC', owner.agenda_time, afterMs),
  });
}

/**
 * Brings the user's one pending agenda job in line with the settings stored now; called in the
 * transaction that changes the switch, the time or the time zone, so the mail moves with them.
 */
export async function syncAgenda(tx: Queryable, userId: string, now: Date): Promise<void> {
  await scheduleAfter(tx, userId, await ownerOf(tx, userId), now.getTime());
}

const UNLISTED = 'Your events could not be listed today; they are in your calendar.';

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/** The mail: the day's events in the owner's zone, all-day first, and a link to the day view. */
export function agendaMail(
  /** null: the day could not be listed (too many series to expand in time). */
  events: readonly CalendarEvent[] | null,
  date: string,
  zone: string,
  to: string,
  link: string,
  late: boolean,
) {
  const day = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  const lines = (events ?? []).map((event) =>
    event.allDay
      ? `All day  ${oneLine(event.title)}`
      : `${timeInZone(event.start, zone)}–${timeInZone(event.end, zone)}  ${oneLine(event.title)}`,
  );
  const note = late ? '\n(Sent late: the server was down at the usual time.)\n' : '';
  return {
    to,
    subject: `Your agenda for ${day}`,
    text: `${day} (${zone})\n\n${events ? lines.join('\n') : UNLISTED}\n${note}\n${link}\n`,
  };
}

export interface AgendaDeps {
  mailer: Mailer;
  publicUrl: () => string;
  /** The owner's occurrences overlapping [from, to), series expanded (`CalendarEvents.range`). */
  range: (ownerId: string, from: string, to: string) => Promise<CalendarEvent[]>;
}

/**
 * The daily agenda fires at the user's local time: it schedules tomorrow's in the same
 * transaction and mails the day's events after the commit; a day with nothing sends no mail
 * (docs/product.md, Calendar). A missed one (downtime past the grace) only schedules the next.
 */
export function agendaJob(deps: AgendaDeps): JobKind {
  return {
    kind: AGENDA_JOB,
    graceMs: REMINDER_GRACE_MS,
    async fire(job: DueJob, firing: Firing) {
      const owner = await ownerOf(firing.tx, job.subject);
      if (!owner?.agenda_email) return;
      const zone = owner.time_zone ?? 'UTC';
      await scheduleAfter(firing.tx, job.subject, owner, job.dueAt.getTime());
      const date = dateInZone(job.dueAt, zone);
      const { from, to } = agendaRange(date, zone);
      // A calendar too heavy to expand still gets its mail (pointing at the day) and tomorrow's
      // job: a throw here would roll the next job back and end the chain.
      const listed = await deps.range(job.subject, from, to).catch(() => null);
      const events = listed && agendaOfDay(listed, date, zone);
      if (events?.length === 0) return;
      const link = `${deps.publicUrl()}/calendar/${encodeURIComponent(owner.username)}?view=day&date=${date}`;
      const mail = agendaMail(events, date, zone, owner.email, link, firing.late);
      return () => deps.mailer.send(mail);
    },
    async missed(job, firing) {
      await scheduleAfter(
        firing.tx,
        job.subject,
        await ownerOf(firing.tx, job.subject),
        firing.now.getTime(),
      );
    },
  };
}
