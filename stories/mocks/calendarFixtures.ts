import type { CalendarEvent, CalendarInfo, CalendarShare, NewEvent } from '@/api/schema';
import { CalendarStore, type MockCalendar } from './calendarStore';

// The fixed "now" of every story (notesFixtures' FIXTURE_NOW): Saturday 14 March 2026, 11:30 in Bucharest.
export const ME: CalendarInfo = {
  owner: { username: 'ana', name: 'Ana Popescu', timeZone: 'Europe/Bucharest' },
  access: 'owner',
  hidden: false,
};
export const SHARED_WITH_ME: CalendarInfo = {
  owner: { username: 'mihai', name: 'Mihai Ionescu', timeZone: 'America/New_York' },
  access: 'read',
  hidden: false,
};
export const NOT_SHARED: CalendarInfo = {
  owner: { username: 'radu', name: 'Radu Stan', timeZone: 'Europe/Bucharest' },
  access: 'read',
  hidden: false,
};

const zone = 'Europe/Bucharest';
const at = (iso: string, hours: number, extra: Partial<NewEvent> = {}): NewEvent => ({
  title: 'Event',
  description: '',
  location: '',
  color: 'default',
  allDay: false,
  start: iso,
  end: new Date(Date.parse(iso) + hours * 3_600_000).toISOString(),
  timeZone: zone,
  recurrence: null,
  ...extra,
});

/** A week of ordinary events around the fixed now, one weekly series and one all-day event. */
export const WEEK_EVENTS: NewEvent[] = [
  at('2026-03-09T07:00:00Z', 0.5, {
    title: 'Standup',
    color: 'blue',
    recurrence: { frequency: 'weekly', interval: 1, weekdays: ['MO', 'WE', 'FR'] },
  }),
  at('2026-03-14T08:00:00Z', 1.5, {
    title: 'Piano lesson',
    location: 'Str. Lipscani 12',
    color: 'purple',
  }),
  at('2026-03-14T12:00:00Z', 2, {
    title: 'Lunch with Ioana',
    location: 'Caru’ cu bere',
    color: 'orange',
  }),
  at('2026-03-15T16:00:00Z', 1, { title: 'Call grandparents', color: 'green' }),
  at('2026-03-12T00:00:00Z', 24, {
    title: 'Conference day',
    allDay: true,
    color: 'teal',
    end: '2026-03-13T00:00:00Z',
  }),
  at('2026-03-17T15:00:00Z', 1, {
    title:
      'A meeting whose title is long enough to wrap onto more lines than the cell has room for',
    description: 'Agenda:\n1. Budget\n2. Hiring',
  }),
];

/** Enough events in March 2026 to fill every day of the month view. */
export function busyMonth(count = 120): NewEvent[] {
  return Array.from({ length: count }, (_, i) =>
    at(
      new Date(
        Date.parse('2026-03-01T06:00:00Z') + (i % 31) * 86_400_000 + (i % 9) * 3_600_000,
      ).toISOString(),
      1,
      {
        title: `Busy ${i + 1}`,
        color: (['blue', 'green', 'orange', 'purple', 'teal'] as const)[i % 5],
      },
    ),
  );
}

export const SHARES: CalendarShare[] = [
  { username: 'mihai', name: 'Mihai Ionescu', grantedAt: '2026-03-01T10:00:00.000Z' },
  { username: 'ioana', name: 'Ioana Dumitrescu', grantedAt: '2026-03-02T10:00:00.000Z' },
];

/** A store holding my calendar with `events`, one shared with me, and one that is not. */
export function calendarStoreWith(
  events: NewEvent[] = WEEK_EVENTS,
  shares = SHARES,
): CalendarStore {
  const seed = new CalendarStore();
  const mine: MockCalendar = { info: ME, events: [] };
  const theirs: MockCalendar = { info: SHARED_WITH_ME, events: [] };
  for (const event of events) seed.create(mine, event);
  for (const event of WEEK_EVENTS.slice(1, 4))
    seed.create(theirs, { ...event, timeZone: 'America/New_York' });
  return new CalendarStore(
    [mine, theirs, { info: NOT_SHARED, events: [], notShared: true }],
    shares,
  );
}

export type { CalendarEvent };
