import type { NewEvent } from '@/api/schema';
import { CalendarStore, type MockCalendar } from './calendarStore';
import { storyUser } from '@stories/layouts/support/storyUser';

const ZONE = 'Europe/Bucharest';
const event = (title: string, start: string, hours: number, extra: Partial<NewEvent> = {}) => ({
  title,
  description: '',
  location: '',
  color: 'default' as const,
  allDay: false,
  start,
  end: new Date(Date.parse(start) + hours * 3_600_000).toISOString(),
  timeZone: ZONE,
  recurrence: null,
  ...extra,
});

/** Around Home's stories' Friday 20 November 2026: today's, tomorrow's and a weekly event. */
const ADA_EVENTS: NewEvent[] = [
  event('Dentist', '2026-11-20T12:00:00Z', 1, { location: 'Str. Lipscani 5' }),
  event('Team review', '2026-11-13T14:00:00Z', 1, {
    recurrence: { frequency: 'weekly', interval: 1, weekdays: ['FR'] },
  }),
  event('Farmers’ market', '2026-11-21T08:00:00Z', 2),
  event('Early call', '2026-11-20T06:00:00Z', 0.5),
];

/** The story user's own calendar, holding `events`. */
export function homeCalendarStore(events: NewEvent[] = ADA_EVENTS): CalendarStore {
  const seed = new CalendarStore();
  const mine: MockCalendar = {
    info: {
      owner: { username: storyUser.username, name: storyUser.name, timeZone: ZONE },
      access: 'owner',
      hidden: false,
    },
    events: [],
  };
  for (const item of events) seed.create(mine, item);
  return new CalendarStore([mine]);
}
