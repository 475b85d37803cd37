import {
  AUTOMATION_LIMITS,
  fromWallClock,
  recurrenceToRrule,
  type Automation,
  type CreateAutomationRequest,
  type Recurrence,
  type UpdateAutomationRequest,
} from '@/api/schema';
import { expandOccurrences } from '@/api/schema/calendarExpansion';

// Node-safe on purpose (the schema only): the server's contract test replays the handlers.

const YEAR = 366 * 24 * 60 * 60_000;

export type StoredAutomation = Automation & { userId: string; deletedAt: string | null };

/** What went wrong with a change, in the server's words (null: it was made). */
export type AutomationRefusal = 'cap' | 'never_matches' | 'not_found';

/** The first run after `now`, or null when the repeat has none left within a year. */
export function nextRunOf(
  recurrence: Recurrence,
  start: string,
  timeZone: string,
  now: Date,
): string | null {
  const first = fromWallClock(`${start}:00`, timeZone);
  const source = {
    start: first.toISOString(),
    end: new Date(first.getTime() + 60_000).toISOString(),
    allDay: false,
    timeZone,
    rrule: recurrenceToRrule(recurrence, start.slice(0, 10), timeZone, false),
    exdates: [],
  };
  const from = new Date(now.getTime() + 1).toISOString();
  const to = new Date(now.getTime() + YEAR).toISOString();
  const next = expandOccurrences(source, from, to).find((o) => Date.parse(o.start) > now.getTime());
  return next?.start ?? null;
}

/**
 * A user's automations in memory, as the server keeps them (docs/product.md §8 "Automations"):
 * oldest first, at most `AUTOMATION_LIMITS.perUser` not deleted, a deleted one restorable, a
 * paused one without a next run.
 */
export class AutomationsStore {
  private items: StoredAutomation[] = [];
  private made = 0;

  constructor(
    private seed: readonly StoredAutomation[] = [],
    public now: () => Date = () => new Date('2026-11-28T09:30:00.000Z'),
  ) {
    this.restore();
  }

  restore(): void {
    this.items = this.seed.map((item) => ({ ...item }));
  }

  private owned(userId: string, id: string, deleted = false) {
    return this.items.find(
      (item) => item.id === id && item.userId === userId && (item.deletedAt !== null) === deleted,
    );
  }

  private kept = (userId: string) =>
    this.items.filter((item) => item.userId === userId && item.deletedAt === null);

  private answer({ userId: _u, deletedAt: _d, ...automation }: StoredAutomation): Automation {
    return { ...automation, nextRunAt: automation.paused ? null : automation.nextRunAt };
  }

  list(userId: string): Automation[] {
    return this.kept(userId).map((item) => this.answer(item));
  }

  create(
    userId: string,
    input: Required<CreateAutomationRequest> & { recurrence: Recurrence },
  ): Automation | AutomationRefusal {
    const nextRunAt = nextRunOf(input.recurrence, input.start, input.timeZone, this.now());
    if (!nextRunAt) return 'never_matches';
    if (this.kept(userId).length >= AUTOMATION_LIMITS.perUser) return 'cap';
    this.made += 1;
    const item: StoredAutomation = {
      id: `00000000-0000-4000-a000-${String(this.made).padStart(12, '0')}`,
      userId,
      deletedAt: null,
      prompt: input.prompt,
      recurrence: input.recurrence,
      start: input.start,
      timeZone: input.timeZone,
      paused: false,
      conversationId: `00000000-0000-4000-b000-${String(this.made).padStart(12, '0')}`,
      nextRunAt,
      lastRunAt: null,
      lastStatus: null,
      createdAt: this.now().toISOString(),
    };
    this.items.push(item);
    return this.answer(item);
  }

  update(
    userId: string,
    id: string,
    change: Omit<UpdateAutomationRequest, 'recurrence'> & { recurrence?: Recurrence },
  ): Automation | AutomationRefusal {
    const item = this.owned(userId, id);
    if (!item) return 'not_found';
    const next = { ...item, ...change };
    const nextRunAt = nextRunOf(next.recurrence, next.start, next.timeZone, this.now());
    if (!nextRunAt && !next.paused) return 'never_matches';
    Object.assign(item, next, { nextRunAt });
    return this.answer(item);
  }

  remove(userId: string, id: string): boolean {
    const item = this.owned(userId, id);
    if (!item) return false;
    item.deletedAt = this.now().toISOString();
    return true;
  }

  restoreOne(userId: string, id: string): Automation | AutomationRefusal {
    if (this.kept(userId).length >= AUTOMATION_LIMITS.perUser) return 'cap';
    const item = this.owned(userId, id, true);
    if (!item) return 'not_found';
    item.deletedAt = null;
    return this.answer(item);
  }

  /** A run now answers the automation as it was: the run itself happens later. */
  run(userId: string, id: string): Automation | AutomationRefusal {
    const item = this.owned(userId, id);
    return item ? this.answer(item) : 'not_found';
  }
}
