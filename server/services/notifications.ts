import {
  dateInZone,
  fromWallClock,
  NOTIFICATION_LIMITS,
  notificationSchema,
  type Notification,
  type SnoozeChoice,
} from '@/api/schema';
import { sql, type Database, type Queryable } from '../db/index.ts';
import { systemClock, type Clock } from './scheduler/clock.ts';
import { dailySweep } from './scheduler/sweeps.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** "Tomorrow" means this hour the next day in the user's zone. */
const TOMORROW_HOUR = '09:00:00';

interface NotificationRow {
  id: string;
  kind: string;
  target: string;
  title: string;
  payload: Record<string, unknown>;
  created_at: Date;
  read_at: Date | null;
  snoozed_until: Date | null;
}

const COLUMNS = sql`id, kind, target, title, payload, created_at, read_at, snoozed_until`;

/**
 * A row as the API answers it, or null for one whose kind or payload the schema does not know
 * (written by a newer version): it is left out rather than failing the whole list.
 */
function toNotification(row: NotificationRow): Notification | null {
  const parsed = notificationSchema.safeParse({
    id: row.id,
    kind: row.kind,
    target: row.target,
    title: row.title,
    payload: row.payload,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
    snoozedUntil: row.snoozed_until?.toISOString() ?? null,
  });
  return parsed.success ? parsed.data : null;
}

const cursorOf = (row: NotificationRow) => `${row.created_at.getTime()}_${row.id}`;

/** A notification to write: its kind decides the payload's shape (the schema's union). */
export type NewNotification = {
  [K in Notification['kind']]: Pick<
    Extract<Notification, { kind: K }>,
    'kind' | 'target' | 'title' | 'payload'
  >;
}[Notification['kind']] & { userId: string; at?: Date };

/**
 * Writes a notification in the caller's transaction, so it exists exactly when the change that
 * caused it does (a share granted, a file read, a run ended). The live stream picks it up.
 */
export async function addNotification(tx: Queryable, note: NewNotification): Promise<void> {
  await tx.execute(sql`
    INSERT INTO notifications (user_id, kind, target, title, payload, created_at)
    VALUES (${note.userId}, ${note.kind}, ${note.target}, ${note.title},
      ${JSON.stringify(note.payload)}, ${note.at ?? sql`clock_timestamp()`})`);
}

/** Notifications older than NOTIFICATION_LIMITS.keptDays go, once a day. */
export const notificationsSweep = dailySweep('notifications.sweep', (tx, now) =>
  tx.execute(sql`
    DELETE FROM notifications
    WHERE created_at < ${now}::timestamptz - make_interval(days => ${NOTIFICATION_LIMITS.keptDays})`),
);

/**
 * The notification centre's store: a user's notifications newest first, unread count, read,
 * read all, snooze. A snoozed one is out of the list and the count until its time comes, then
 * back unread.
 */
export function createNotifications(db: Database, clock: Clock = systemClock) {
  const visible = (now: Date) => sql`(snoozed_until IS NULL OR snoozed_until <= ${now})`;

  async function snoozeUntil(userId: string, choice: SnoozeChoice, now: Date): Promise<Date> {
    if (choice === '5m') return new Date(now.getTime() + 5 * MINUTE);
    if (choice === '1h') return new Date(now.getTime() + 60 * MINUTE);
    const settings = await db.maybeOne<{ time_zone: string | null }>(
      sql`SELECT time_zone FROM calendar_settings WHERE user_id = ${userId}`,
    );
    const zone = settings?.time_zone ?? 'UTC';
    const tomorrow = dateInZone(new Date(now.getTime() + DAY), zone);
    return fromWallClock(`${tomorrow}T${TOMORROW_HOUR}`, zone);
  }

  return {
    async list(userId: string, limit: number, before?: string) {
      const now = clock.now();
      const [ms, id] = before ? before.split('_') : [];
      const after = before
        ? sql`AND (created_at, id) < (${new Date(Number(ms))}, ${id}::uuid)`
        : sql``;
      const rows = await db.many<NotificationRow>(sql`
        SELECT ${COLUMNS} FROM notifications
        WHERE user_id = ${userId} AND ${visible(now)} ${after}
        ORDER BY created_at DESC, id DESC LIMIT ${limit + 1}`);
      const page = rows.slice(0, limit);
      return {
        items: page.map(toNotification).filter((item) => item !== null),
        next: rows.length > limit ? cursorOf(page.at(-1)!) : null,
      };
    },

    /**
     * The unread notifications that came (were made, or their snooze ended) after `since`, up to
     * now, oldest first and at most a page: what the live stream sends next. `until` is where the
     * next call starts.
     */
    async cameSince(userId: string, since: Date): Promise<{ items: Notification[]; until: Date }> {
      const until = clock.now();
      const rows = await db.many<NotificationRow>(sql`
        SELECT ${COLUMNS} FROM notifications
        WHERE user_id = ${userId} AND read_at IS NULL
          AND coalesce(snoozed_until, created_at) > ${since}
          AND coalesce(snoozed_until, created_at) <= ${until}
        ORDER BY coalesce(snoozed_until, created_at), id
        LIMIT ${NOTIFICATION_LIMITS.pageSize.default}`);
      const items = rows.map(toNotification).filter((item) => item !== null);
      return { items, until };
    },

    now: () => clock.now(),

    async unreadCount(userId: string): Promise<number> {
      const row = await db.one<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM notifications
        WHERE user_id = ${userId} AND read_at IS NULL AND ${visible(clock.now())}`);
      return row.n;
    },

    async markRead(userId: string, id: string): Promise<Notification | null> {
      const row = await db.maybeOne<NotificationRow>(sql`
        UPDATE notifications SET read_at = coalesce(read_at, ${clock.now()})
        WHERE id = ${id} AND user_id = ${userId} RETURNING ${COLUMNS}`);
      return row ? toNotification(row) : null;
    },

    async markAllRead(userId: string): Promise<number> {
      const now = clock.now();
      return db.execute(sql`
        UPDATE notifications SET read_at = ${now}
        WHERE user_id = ${userId} AND read_at IS NULL AND ${visible(now)}`);
    },

    async snooze(userId: string, id: string, choice: SnoozeChoice): Promise<Notification | null> {
      const until = await snoozeUntil(userId, choice, clock.now());
      const row = await db.maybeOne<NotificationRow>(sql`
        UPDATE notifications SET snoozed_until = ${until}, read_at = NULL
        WHERE id = ${id} AND user_id = ${userId} RETURNING ${COLUMNS}`);
      return row ? toNotification(row) : null;
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
