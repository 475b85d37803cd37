import {
  CALENDAR_PATHS,
  calendarListResponseSchema,
  calendarResponseSchema,
  calendarSettingsSchema,
  eventChangeResponseSchema,
  eventConflictSchema,
  eventListResponseSchema,
  eventResponseSchema,
  reminderSettingsSchema,
  subscriptionStatusSchema,
  type CalendarEvent,
  type EventChangeResponse,
} from '@/api/schema';
import { accountHandlers, AccountsStore } from '@stories/mocks/accounts.ts';
import { calendarHandlers, CalendarStore } from '@stories/mocks/calendar.ts';
import { describeContract, registerStep, type Memo, type Step } from '../test/contract.ts';

const USERNAME = 'cal_contract';
const range = (from: string, to: string) =>
  `${CALENDAR_PATHS.events(USERNAME)}?${new URLSearchParams({ from, to }).toString()}`;
const kept = (memo: Memo, name: string) => (memo.kept[name] as { event: CalendarEvent }).event;
// Ids, stamps and uids differ between backends; what the calendar shows must not.
const SHOWN_FIELDS = [
  'title',
  'start',
  'end',
  'allDay',
  'timeZone',
  'recurrence',
  'rrule',
  'exdates',
  'version',
] as const satisfies readonly (keyof CalendarEvent)[];
const shown = (event: CalendarEvent) =>
  Object.fromEntries(SHOWN_FIELDS.map((field) => [field, event[field]]));
const sameEvent = (body: unknown) => shown((body as { event: CalendarEvent }).event);
const sameItems = (body: unknown) => (body as { items: CalendarEvent[] }).items.map(shown);
const sameChange = (body: unknown) => {
  const { event } = body as EventChangeResponse;
  return event && shown(event);
};

const weekly = {
  title: 'Standup, daily; 站会 🎉',
  start: '2026-03-16T07:00:00Z',
  end: '2026-03-16T07:30:00Z',
  timeZone: 'Europe/Bucharest',
  recurrence: { frequency: 'weekly', weekdays: ['MO', 'TH'], count: 6 },
};

const AGENDA_ON = {
  defaultReminders: [10],
  defaultAllDayReminders: [],
  email: false,
  agendaEmail: true,
  agendaTime: '07:30',
};

const STEPS: Step[] = [
  registerStep({
    name: 'Cal',
    username: USERNAME,
    email: 'cal@contract.test',
    password: 'calendar-2026',
  }),
  {
    name: 'calendar',
    method: 'GET',
    path: CALENDAR_PATHS.one(USERNAME),
    auth: 'session',
    schema: calendarResponseSchema,
  },
  {
    name: 'an unknown calendar',
    method: 'GET',
    path: CALENDAR_PATHS.one('nobody_at_all'),
    auth: 'session',
  },
  {
    name: 'picker',
    method: 'GET',
    path: CALENDAR_PATHS.list,
    auth: 'session',
    schema: calendarListResponseSchema,
  },
  {
    name: 'create a weekly series',
    method: 'POST',
    path: CALENDAR_PATHS.events(USERNAME),
    body: weekly,
    auth: 'session',
    schema: eventResponseSchema,
    keepAs: 'weekly',
    same: sameEvent,
  },
  {
    name: 'create with the end before the start',
    method: 'POST',
    path: CALENDAR_PATHS.events(USERNAME),
    body: { ...weekly, end: '2026-03-16T06:00:00Z' },
    auth: 'session',
  },
  {
    name: 'create with an unknown zone',
    method: 'POST',
    path: CALENDAR_PATHS.events(USERNAME),
    body: { ...weekly, timeZone: 'Nowhere/Special' },
    auth: 'session',
  },
  {
    name: 'a range across the DST change',
    method: 'GET',
    path: range('2026-03-15T00:00:00Z', '2026-04-15T00:00:00Z'),
    auth: 'session',
    schema: eventListResponseSchema,
    same: sameItems,
  },
  {
    name: 'a range refused (to before from)',
    method: 'GET',
    path: range('2026-04-15T00:00:00Z', '2026-03-15T00:00:00Z'),
    auth: 'session',
  },
  {
    name: 'edit one occurrence',
    method: 'PATCH',
    path: (memo) => CALENDAR_PATHS.event(USERNAME, kept(memo, 'weekly').id),
    body: {
      version: 1,
      scope: 'this',
      occurrence: '2026-03-19T07:00:00.000Z',
      title: 'Moved standup',
      start: '2026-03-19T09:00:00Z',
    },
    auth: 'session',
    schema: eventChangeResponseSchema,
    same: sameChange,
  },
  {
    name: 'move the series with a stale version',
    method: 'PATCH',
    path: (memo) => CALENDAR_PATHS.event(USERNAME, kept(memo, 'weekly').id),
    body: { version: 7, title: 'Mine' },
    auth: 'session',
    schema: eventConflictSchema,
  },
  {
    name: 'the range with the edited occurrence',
    method: 'GET',
    path: range('2026-03-15T00:00:00Z', '2026-03-22T00:00:00Z'),
    auth: 'session',
    schema: eventListResponseSchema,
    same: sameItems,
  },
  {
    name: 'delete the series',
    method: 'DELETE',
    path: (memo) => CALENDAR_PATHS.event(USERNAME, kept(memo, 'weekly').id),
    auth: 'session',
    schema: eventChangeResponseSchema,
    keepAs: 'deleted',
  },
  {
    name: 'undo the deletion',
    method: 'POST',
    path: (memo) => CALENDAR_PATHS.undo(USERNAME, (memo.kept.deleted as EventChangeResponse).undo),
    auth: 'session',
  },
  {
    name: 'settings',
    method: 'GET',
    path: CALENDAR_PATHS.settings,
    auth: 'session',
    schema: calendarSettingsSchema,
  },
  {
    name: 'reminder settings (none yet)',
    method: 'GET',
    path: CALENDAR_PATHS.reminderSettings,
    auth: 'session',
    schema: reminderSettingsSchema,
    same: (body) => body,
  },
  {
    name: 'reminder settings refused (six reminders)',
    method: 'PUT',
    path: CALENDAR_PATHS.reminderSettings,
    auth: 'session',
    body: { defaultReminders: [0, 5, 10, 30, 60, 1440], defaultAllDayReminders: [], email: true },
    same: (body) => body,
  },
  {
    name: 'reminder settings saved, sorted',
    method: 'PUT',
    path: CALENDAR_PATHS.reminderSettings,
    auth: 'session',
    body: { defaultReminders: [30, 10], defaultAllDayReminders: [900], email: true },
    schema: reminderSettingsSchema,
    same: (body) => body,
  },
  {
    name: 'reminder settings refused (agenda at 25:00)',
    method: 'PUT',
    path: CALENDAR_PATHS.reminderSettings,
    auth: 'session',
    body: { ...AGENDA_ON, agendaTime: '25:00' },
    same: (body) => body,
  },
  {
    name: 'daily agenda turned on at 07:30',
    method: 'PUT',
    path: CALENDAR_PATHS.reminderSettings,
    auth: 'session',
    body: AGENDA_ON,
    schema: reminderSettingsSchema,
    same: (body) => body,
  },
  {
    name: 'feed status (never reset)',
    method: 'GET',
    path: CALENDAR_PATHS.subscription(USERNAME),
    auth: 'session',
    schema: subscriptionStatusSchema,
    same: (body) => body,
  },
  {
    name: 'hide your own calendar',
    method: 'PUT',
    path: CALENDAR_PATHS.hidden(USERNAME),
    auth: 'session',
  },
  {
    name: 'show an unknown calendar',
    method: 'DELETE',
    path: CALENDAR_PATHS.hidden('nobody_at_all'),
    auth: 'session',
  },
  {
    name: 'leave your own calendar',
    method: 'DELETE',
    path: CALENDAR_PATHS.share(USERNAME, USERNAME),
    auth: 'session',
  },
  {
    name: 'picker after all that',
    method: 'GET',
    path: CALENDAR_PATHS.list,
    auth: 'session',
    schema: calendarListResponseSchema,
    same: (body) => body,
  },
];

describeContract('contract: the calendar mocks answer like the real server', STEPS, () => {
  const accounts = new AccountsStore();
  const calendars = CalendarStore.ofNewAccount(USERNAME, 'Cal');
  return [...accountHandlers(accounts), ...calendarHandlers(calendars)];
});
