export const CLOSE_REASONS = ['instructed', 'timeout', 'user', 'maxsnack'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

export type NotificationEvent =
  | { type: 'queued'; id: string }
  | { type: 'entered'; id: string }
  | { type: 'closing'; id: string; reason: CloseReason }
  | { type: 'exited'; id: string };

export interface QueuedNotification {
  id: string;
  persist: boolean;
}

export interface NotificationDriver<T extends QueuedNotification> {
  /** Puts a notification on screen. */
  show(item: T): void;
  /** Starts a shown notification's exit. */
  hide(id: string): void;
}

interface Visible {
  id: string;
  persist: boolean;
  closing: boolean;
}

/**
 * The stack policy notistack 3 lacks: when the stack is full the oldest non-persistent
 * notification is dismissed (reason `maxsnack`); a persistent one never is (notistack would
 * dismiss it when every visible one is persistent), so newcomers wait instead. One exit at a
 * time, like notistack; the limit can change at any moment.
 */
export class NotificationQueue<T extends QueuedNotification> {
  private visible: Visible[] = [];
  private pending: T[] = [];
  private listeners = new Set<(event: NotificationEvent) => void>();

  constructor(
    private readonly driver: NotificationDriver<T>,
    private limit: number,
  ) {}

  subscribe(listener: (event: NotificationEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  enqueue(item: T): void {
    this.emit({ type: 'queued', id: item.id });
    this.pending.push(item);
    this.pump();
  }

  setLimit(limit: number): void {
    this.limit = limit;
    this.pump();
  }

  /** Our own request to close (`instructed` from code, `user` from the close button). */
  close(id: string, reason: Extract<CloseReason, 'instructed' | 'user'>): void {
    const waiting = this.pending.findIndex((item) => item.id === id);
    if (waiting >= 0) {
      this.pending.splice(waiting, 1);
      this.emit({ type: 'closing', id, reason });
      this.emit({ type: 'exited', id });
      return;
    }
    this.startClosing(id, reason);
  }

  /** Called back by the renderer. */
  entered(id: string): void {
    if (this.visible.some((item) => item.id === id)) this.emit({ type: 'entered', id });
  }

  /** The renderer closed one on its own (its timer ran out). */
  timedOut(id: string): void {
    this.startClosing(id, 'timeout');
  }

  exited(id: string): void {
    const before = this.visible.length;
    this.visible = this.visible.filter((item) => item.id !== id);
    if (this.visible.length === before) return;
    this.emit({ type: 'exited', id });
    this.pump();
  }

  /** Snapshot for tests and the event-log story. */
  state() {
    return {
      visible: this.visible.map(({ id, closing }) => ({ id, closing })),
      pending: this.pending.map((item) => item.id),
    };
  }

  private startClosing(id: string, reason: CloseReason): void {
    const item = this.visible.find((candidate) => candidate.id === id);
    if (!item || item.closing) return;
    item.closing = true;
    this.emit({ type: 'closing', id, reason });
    this.driver.hide(id);
  }

  private pump(): void {
    while (this.pending.length > 0 && this.visible.length < this.limit) {
      const next = this.pending.shift()!;
      this.visible.push({ id: next.id, persist: next.persist, closing: false });
      this.driver.show(next);
    }
    // Room is needed for a waiting one, or the limit went down: dismiss one at a time.
    const active = this.visible.filter((item) => !item.closing).length;
    const wanted = active + (this.pending.length > 0 ? 1 : 0);
    if (wanted <= this.limit || this.visible.some((item) => item.closing)) return;
    const oldest = this.visible.find((item) => !item.persist && !item.closing);
    if (oldest) this.startClosing(oldest.id, 'maxsnack');
  }

  private emit(event: NotificationEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
