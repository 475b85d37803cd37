import {
  dateInZone,
  fromWallClock,
  NOTIFICATION_LIMITS,
  type Notification,
  type NotificationListResponse,
  type SnoozeChoice,
} from '@/api/schema';

// Node-safe on purpose (the schema only): the server's contract test replays the handlers.

const MINUTE = 60_000;

/** The server's paging cursor: newest first by creation time, then id. */
const cursorOf = (n: Notification) => `${Date.parse(n.createdAt)}_${n.id}`;

export type StoredNotification = Notification & { userId: string };

/**
 * The notification centre in memory, per user, as the server keeps it (docs/server.md
 * "Notifications"): newest first, a snoozed one out of the list and the count until its time,
 * then back unread. Times derive from `now`, so a story or the contract can move the clock.
 */
export class NotificationsStore {
  private items: StoredNotification[] = [];
  /** Called with each notification `add` makes: the live stream's listeners. */
  private listeners = new Set<(item: StoredNotification) => void>();

  constructor(
    private seed: readonly StoredNotification[] = [],
    public now: () => Date = () => new Date('2026-03-02T09:30:00.000Z'),
    /** The user's calendar zone, which "tomorrow" is counted in. */
    private zoneOf: (userId: string) => string = () => 'UTC',
  ) {
    this.restore();
  }

  restore(): void {
    this.items = this.seed.map((item) => ({ ...item }));
  }

  private visible(userId: string) {
    const now = this.now().getTime();
    return this.items
      .filter((n) => n.userId === userId)
      .filter((n) => !n.snoozedUntil || Date.parse(n.snoozedUntil) <= now)
      .sort((a, b) => (cursorOf(a) < cursorOf(b) ? 1 : -1));
  }

  /** A new notification, as a reminder job writes one, told to the live stream at once. */
  add(item: StoredNotification): void {
    this.items.push({ ...item });
    for (const listener of this.listeners) listener(item);
  }

  onAdd(listener: (item: StoredNotification) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  list(
    userId: string,
    limit: number = NOTIFICATION_LIMITS.pageSize.default,
    before?: string,
  ): NotificationListResponse {
    const all = this.visible(userId);
    const start = before ? all.findIndex((n) => cursorOf(n) < before) : 0;
    const rest = start < 0 ? [] : all.slice(start);
    const page = rest.slice(0, limit).map(({ userId: _owner, ...item }) => item);
    return { items: page, next: rest.length > limit ? cursorOf(page.at(-1)!) : null };
  }

  unreadCount(userId: string): number {
    return this.visible(userId).filter((n) => !n.readAt).length;
  }

  private own(userId: string, id: string): StoredNotification | undefined {
    return this.items.find((n) => n.id === id && n.userId === userId);
  }

  private answer(item: StoredNotification | undefined): Notification | null {
    if (!item) return null;
    const { userId: _owner, ...rest } = item;
    return rest;
  }

  markRead(userId: string, id: string): Notification | null {
    const item = this.own(userId, id);
    if (item) item.readAt ??= this.now().toISOString();
    return this.answer(item);
  }

  markAllRead(userId: string): number {
    const unread = this.visible(userId).filter((n) => !n.readAt);
    const ids = new Set(unread.map((n) => n.id));
    for (const item of this.items) if (ids.has(item.id)) item.readAt = this.now().toISOString();
    return unread.length;
  }

  snooze(userId: string, id: string, choice: SnoozeChoice): Notification | null {
    const item = this.own(userId, id);
    if (!item) return null;
    const now = this.now();
    const zone = this.zoneOf(userId);
    const until =
      choice === 'tomorrow'
        ? fromWallClock(
            `${dateInZone(new Date(now.getTime() + 1440 * MINUTE), zone)}T09:00:00`,
            zone,
          )
        : new Date(now.getTime() + (choice === '5m' ? 5 : 60) * MINUTE);
    item.snoozedUntil = until.toISOString();
    item.readAt = null;
    return this.answer(item);
  }
}
