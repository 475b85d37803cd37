import {
  AGENDA_DEFAULT_TIME,
  dateInZone,
  recurrenceToRrule,
  rruleToRecurrence,
  type CalendarEvent,
  type CalendarInfo,
  type CalendarShare,
  type EventChanges,
  type NewEvent,
  type ReminderSettings,
} from '@/api/schema';
import { expandOccurrences } from '@/api/schema/calendarExpansion';
import { FIXTURE_NOW } from './notesFixtures';

/** A calendar the mock knows: whose it is and what the viewer may do with it. */
export interface MockCalendar {
  info: CalendarInfo;
  events: CalendarEvent[];
  /** Someone else's calendar not shared with the viewer: 403 not_shared. */
  notShared?: boolean;
}

export type CalendarAnswer<T> = { ok: T } | { error: 'not_found' | 'not_shared' | 'forbidden' };
export type MockUpdate =
  { event: CalendarEvent; undo: string } | { conflict: CalendarEvent } | null;

const DAY = 86_400_000;
const NO_REMINDER_SETTINGS: ReminderSettings = {
  defaultReminders: [],
  defaultAllDayReminders: [],
  email: false,
  agendaEmail: false,
  agendaTime: AGENDA_DEFAULT_TIME,
};
const uuid = (n: number) => `00000000-0000-4000-9000-${n.toString(16).padStart(12, '0')}`;

/**
 * An in-memory stand-in for the calendar service, for MSW in the browser and in node. It expands
 * series with the same shared code as the server (src/api/schema/calendarExpansion), keeps
 * versions and answers UNDO; "this" and "following" edits follow the server's rules for the
 * cases stories show (an edited or deleted occurrence, a series cut before one).
 */
export class CalendarStore {
  private calendars = new Map<string, MockCalendar>();
  private undos = new Map<string, { username: string; events: CalendarEvent[] }>();
  /** Creates by Idempotency-Key: a repeated create answers with the event it made. */
  readonly createdByKey = new Map<string, CalendarEvent>();
  private nextId = 1;
  private clock = FIXTURE_NOW;
  timeZone: string | null;
  /** The user's reminder defaults and mail switch (none until set, as on the server). */
  reminderSettings: ReminderSettings = NO_REMINDER_SETTINGS;
  shares: CalendarShare[];
  /** When a password reset turned the feed off (the share dialog says so). */
  feedResetAt: string | null;

  constructor(
    private readonly initial: MockCalendar[] = [],
    private readonly initialShares: CalendarShare[] = [],
    private readonly initialZone: string | null = 'Europe/Bucharest',
    private readonly initialFeedResetAt: string | null = null,
  ) {
    this.timeZone = initialZone;
    this.feedResetAt = initialFeedResetAt;
    this.shares = [];
    this.reset();
  }

  /** A fresh id (stories seed stores from other stores, so ids count on from theirs). */
  private id(): string {
    return uuid(this.nextId++);
  }

  reset(): void {
    this.calendars = new Map(
      this.initial.map((calendar) => [
        calendar.info.owner.username.toLowerCase(),
        structuredClone(calendar),
      ]),
    );
    this.shares = structuredClone(this.initialShares);
    this.timeZone = this.initialZone;
    this.reminderSettings = NO_REMINDER_SETTINGS;
    this.feedResetAt = this.initialFeedResetAt;
    this.undos.clear();
    this.createdByKey.clear();
    // Past any id a seeded calendar holds.
    this.nextId = 1 + this.initial.reduce((n, calendar) => n + calendar.events.length, 0);
    this.clock = FIXTURE_NOW;
  }

  private tick(): string {
    this.clock += 1000;
    return new Date(this.clock).toISOString();
  }

  list(): CalendarInfo[] {
    return [...this.calendars.values()]
      .filter((calendar) => !calendar.notShared && !calendar.info.hidden)
      .sort((a, b) => Number(b.info.access === 'owner') - Number(a.info.access === 'owner'))
      .map((calendar) => calendar.info);
  }

  /** The calendar as the viewer may use it, refused as the server refuses it. */
  open(username: string, need: 'read' | 'write' = 'read'): CalendarAnswer<MockCalendar> {
    const calendar = this.calendars.get(username.toLowerCase());
    if (!calendar) return { error: 'not_found' };
    if (calendar.notShared) return { error: 'not_shared' };
    if (need === 'write' && calendar.info.access !== 'owner') return { error: 'forbidden' };
    return { ok: calendar };
  }

  /** A grantee hides a calendar from their picker, or shows it again. */
  setHidden(calendar: MockCalendar, hidden: boolean): void {
    calendar.info = { ...calendar.info, hidden };
  }

  /** A grantee leaves: read access ends (the server keeps it hidden should it come back). */
  leave(calendar: MockCalendar): void {
    calendar.notShared = true;
    calendar.info = { ...calendar.info, hidden: true };
  }

  /** Adds a calendar (a user who registered in a contract run, say). */
  add(calendar: MockCalendar): void {
    this.calendars.set(calendar.info.owner.username.toLowerCase(), calendar);
  }

  /** A store holding only `username`'s own empty calendar with no zone chosen: a new account's. */
  static ofNewAccount(username: string, name: string): CalendarStore {
    const store = new CalendarStore([], [], null);
    store.add({
      info: { owner: { username, name, timeZone: 'UTC' }, access: 'owner', hidden: false },
      events: [],
    });
    return store;
  }

  range(calendar: MockCalendar, from: string, to: string): CalendarEvent[] {
    const out: CalendarEvent[] = [];
    const edited = calendar.events.filter((event) => event.seriesId);
    for (const event of calendar.events.filter((item) => !item.seriesId)) {
      const overridden = new Set(
        edited
          .filter((item) => item.seriesId === event.id)
          .map((item) => Date.parse(item.recurrenceStart!)),
      );
      for (const occurrence of expandOccurrences(event, from, to, overridden)) {
        out.push({
          ...event,
          ...occurrence,
          recurrenceStart: event.rrule ? occurrence.recurrenceStart : null,
          occurrenceId: event.rrule ? `${event.id}:${occurrence.recurrenceStart}` : event.id,
        });
      }
    }
    for (const event of edited) {
      if (Date.parse(event.start) < Date.parse(to) && Date.parse(event.end) > Date.parse(from))
        out.push(event);
    }
    return out.sort(
      (a, b) => a.start.localeCompare(b.start) || a.occurrenceId.localeCompare(b.occurrenceId),
    );
  }

  private build(fields: NewEvent, base?: CalendarEvent): CalendarEvent {
    const at = this.tick();
    const id = base?.id ?? this.id();
    let { start, end } = fields;
    if (fields.allDay) {
      start = `${start.slice(0, 10)}T00:00:00.000Z`;
      const endDay = `${end.slice(0, 10)}T00:00:00.000Z`;
      end = new Date(
        Math.max(
          Date.parse(endDay) < Date.parse(end) ? Date.parse(endDay) + DAY : Date.parse(endDay),
          Date.parse(start) + DAY,
        ),
      ).toISOString();
    } else {
      start = new Date(start).toISOString();
      end = new Date(end).toISOString();
    }
    const rrule = fields.recurrence
      ? recurrenceToRrule(
          fields.recurrence,
          fields.allDay ? start.slice(0, 10) : dateInZone(start, fields.timeZone),
          fields.timeZone,
          fields.allDay,
        )
      : null;
    return {
      id,
      occurrenceId: id,
      seriesId: base?.seriesId ?? null,
      recurrenceStart: base?.recurrenceStart ?? null,
      uid: base?.uid ?? `${id}@mock`,
      title: fields.title,
      description: fields.description,
      location: fields.location,
      color: fields.color,
      allDay: fields.allDay,
      start,
      end,
      timeZone: fields.timeZone,
      recurrence: rrule ? rruleToRecurrence(rrule, fields.timeZone, fields.allDay) : null,
      rrule,
      exdates: rrule ? (base?.exdates ?? []) : [],
      // A create that names none takes the owner's default, as on the server.
      reminders:
        fields.reminders ??
        base?.reminders ??
        this.reminderSettings[fields.allDay ? 'defaultAllDayReminders' : 'defaultReminders'],
      version: (base?.version ?? 0) + 1,
      createdAt: base?.createdAt ?? at,
      updatedAt: at,
    };
  }

  create(calendar: MockCalendar, fields: NewEvent): CalendarEvent {
    const event = this.build(fields);
    calendar.events.push(event);
    return event;
  }

  private snapshot(calendar: MockCalendar): string {
    const undo = uuid(0x100000 + this.nextId++);
    this.undos.set(undo, {
      username: calendar.info.owner.username,
      events: structuredClone(calendar.events),
    });
    return undo;
  }

  update(calendar: MockCalendar, id: string, changes: EventChanges): MockUpdate {
    const index = calendar.events.findIndex((event) => event.id === id);
    const current = calendar.events[index];
    if (!current) return null;
    if (current.version !== changes.version) return { conflict: current };
    const undo = this.snapshot(calendar);
    const length = Date.parse(current.end) - Date.parse(current.start);
    const occurrence =
      changes.occurrence && current.rrule ? new Date(changes.occurrence).toISOString() : undefined;
    const startFrom = occurrence ?? current.start;
    const start = changes.start ?? startFrom;
    const end = changes.end ?? new Date(Date.parse(start) + length).toISOString();
    const fields: NewEvent = {
      title: changes.title ?? current.title,
      description: changes.description ?? current.description,
      location: changes.location ?? current.location,
      color: changes.color ?? current.color,
      allDay: changes.allDay ?? current.allDay,
      start,
      end,
      timeZone: changes.timeZone ?? current.timeZone,
      recurrence: changes.recurrence !== undefined ? changes.recurrence : current.recurrence,
      reminders: changes.reminders ?? current.reminders,
    };
    if (occurrence && changes.scope === 'this') {
      const edited = this.build(
        { ...fields, recurrence: null },
        {
          ...current,
          id: this.id(),
          seriesId: current.id,
          recurrenceStart: occurrence,
          version: 0,
        },
      );
      calendar.events.push(edited);
      return { event: edited, undo };
    }
    if (occurrence && changes.scope === 'all') {
      const shift = Date.parse(current.start) - Date.parse(occurrence);
      fields.start = new Date(Date.parse(start) + shift).toISOString();
      fields.end = new Date(Date.parse(end) + shift).toISOString();
    }
    const event = this.build(fields, current);
    calendar.events[index] = event;
    return { event, undo };
  }

  remove(calendar: MockCalendar, id: string, scope: string, occurrence?: string): string | null {
    const current = calendar.events.find((event) => event.id === id);
    if (!current) return null;
    const undo = this.snapshot(calendar);
    if (current.rrule && occurrence && scope === 'this') {
      current.exdates = [...current.exdates, new Date(occurrence).toISOString()];
      current.version += 1;
    } else {
      calendar.events = calendar.events.filter((event) => event.id !== id && event.seriesId !== id);
    }
    return undo;
  }

  undo(calendar: MockCalendar, undo: string): boolean {
    const saved = this.undos.get(undo);
    if (!saved || saved.username !== calendar.info.owner.username) return false;
    this.undos.delete(undo);
    calendar.events = saved.events.map((event) => ({ ...event, version: event.version + 1 }));
    return true;
  }
}
