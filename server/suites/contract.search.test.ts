import {
  CALENDAR_PATHS,
  eventResponseSchema,
  NOTES_PATHS,
  SEARCH_PATHS,
  searchResponseSchema,
  listNotesResponseSchema,
  type ListNotesResponse,
  type SearchHit,
  type SearchResponse,
} from '@/api/schema';
import { accountHandlers, AccountsStore } from '@stories/mocks/accounts.ts';
import { calendarHandlers, CalendarStore } from '@stories/mocks/calendar.ts';
import { notesHandlers, NotesStore } from '@stories/mocks/notes.ts';
import { searchHandlers } from '@stories/mocks/search.ts';
import { describeContract, registerStep, type Step } from '../test/contract.ts';
import { list, noteStep, paragraph } from '../test/notesContract.ts';

// Ids differ between backends; what a hit shows and in which order must not.
const shown = ({ id: _id, ...hit }: SearchHit) => hit;
const sameRanking = (body: unknown) => {
  const page = body as ListNotesResponse;
  return { titles: page.items.map((note) => note.title), highlights: page.highlights?.map(shown) };
};
const sameHits = (body: unknown) => {
  const { notes, events } = body as SearchResponse;
  return { notes: notes.map(shown), events: events.map(shown) };
};
const USERNAME = 'lin_search';

const searching = (name: string, q: string): Step => ({
  name: `list, ${name}`,
  method: 'GET',
  path: list({ q }),
  auth: 'session',
  schema: listNotesResponseSchema,
  same: sameRanking,
});

const note = (name: string, title: string, text: string): Step => ({
  name: `create ${name}`,
  method: 'POST',
  path: NOTES_PATHS.list,
  body: { title, ...paragraph(text) },
  ...noteStep,
});

/** An event of Lin's calendar, made through the calendar's API. */
const event = (name: string, body: Record<string, unknown>): Step => ({
  name: `create ${name}`,
  method: 'POST',
  path: CALENDAR_PATHS.events(USERNAME),
  body: { timeZone: 'Europe/Bucharest', ...body },
  auth: 'session',
  schema: eventResponseSchema,
});

const STEPS: Step[] = [
  registerStep({
    name: 'Lin',
    username: USERNAME,
    email: 'lin@search.test',
    password: 'find-it-2026',
  }),
  note('groceries', 'Groceries', 'Buy oat milk and saffron threads'),
  note('a dish', 'Pitéu de casă', 'Rețetă în limba română, with saffron'),
  note('a spice note', 'Saffron', 'Keep it dry'),
  note('a Chinese note', '购物清单', '我们去买咖啡和牛奶'),
  event('a single event', {
    title: 'Saffron tasting',
    description: 'Bring the oat milk',
    location: 'Room 2',
    start: '2026-12-08T12:00:00Z',
    end: '2026-12-08T13:00:00Z',
  }),
  event('an all-day event', {
    title: 'Spice market',
    description: 'saffron and cardamom',
    allDay: true,
    start: '2026-12-12T00:00:00Z',
    end: '2026-12-12T12:00:00Z',
  }),
  event('a weekly series', {
    title: 'Saffron risotto class',
    start: '2026-11-02T17:00:00Z',
    end: '2026-11-02T19:00:00Z',
    recurrence: { frequency: 'weekly', weekdays: ['MO'], count: 4 },
  }),
  searching('a prefix', 'saff'),
  searching('two prefixes', 'oat mil'),
  searching('no accents typed', 'Piteu romana'),
  searching('one typo', 'safron'),
  searching('one typo while typing', 'safro'),
  searching('a quoted phrase', '"oat milk"'),
  searching('a phrase in another order finds nothing', '"milk oat"'),
  searching('a Chinese word', '咖啡'),
  searching('no match', 'giraffe'),
  {
    name: 'header search, a prefix',
    method: 'GET',
    path: `${SEARCH_PATHS.search}?q=saff`,
    auth: 'session',
    schema: searchResponseSchema,
    same: sameHits,
  },
  {
    name: 'header search, a typo',
    method: 'GET',
    path: `${SEARCH_PATHS.search}?q=${encodeURIComponent('pitau')}`,
    auth: 'session',
    schema: searchResponseSchema,
    same: sameHits,
  },
  {
    name: 'header search, an empty query',
    method: 'GET',
    path: `${SEARCH_PATHS.search}?q=`,
    auth: 'session',
  },
];

describeContract(
  'contract: the search mocks answer like the real server, notes and events',
  STEPS,
  () => {
    const store = new NotesStore();
    const calendars = CalendarStore.ofNewAccount(USERNAME, 'Lin');
    return [
      ...accountHandlers(new AccountsStore()),
      ...notesHandlers(store),
      ...calendarHandlers(calendars),
      searchHandlers.workspace(store, calendars, USERNAME),
    ];
  },
);
