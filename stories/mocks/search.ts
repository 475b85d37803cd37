import {
  delay,
  http,
  HttpResponse,
  type DefaultBodyType,
  type HttpHandler,
  type PathParams,
} from 'msw';
import {
  errorEnvelope,
  SEARCH_LIMITS,
  SEARCH_PATHS,
  searchQuerySchema,
  type ErrorEnvelope,
  type SearchKind,
  type SearchResponse,
} from '@/api/schema';
import type { CalendarStore } from './calendarStore';
import { invalid } from './notesAnswers';
import type { NotesStore } from './notesStore';
import { rankDocuments, type SearchableDocument } from './searchRules';

const url = `*/api${SEARCH_PATHS.search}`;

export type SearchDocuments = Record<SearchKind, SearchableDocument[]>;

/**
 * A small workspace to search: a few notes, events, file passages and agent conversations. A file
 * hit's id carries its place, as the server's does: `<file id>#p<page>` or `#l<start>-<end>`; an
 * event's hit says when it is (a single, an all-day and a repeating one).
 */
export const searchDocuments: SearchDocuments = {
  notes: [
    {
      id: 'n1',
      title: 'Quarterly planning',
      body: 'Goals for the planning offsite and who owns each one',
      updatedAt: '2026-03-02T09:00:00.000Z',
    },
    {
      id: 'n2',
      title: 'Reading list',
      body: 'Books to read before the planning week',
      updatedAt: '2026-03-01T09:00:00.000Z',
    },
    {
      id: 'n3',
      title: 'Groceries',
      body: 'Buy oat milk and saffron threads for the Pitéu',
      updatedAt: '2026-02-28T09:00:00.000Z',
    },
  ],
  events: [
    {
      id: 'e1',
      title: 'Planning review',
      body: 'Room 2 · bring the figures',
      when: { start: '2026-12-08T12:00:00.000Z', allDay: false, repeats: false },
    },
    {
      id: 'e2',
      title: 'Team offsite',
      body: 'Sinaia, the whole team',
      when: { start: '2027-03-12T00:00:00.000Z', allDay: true, repeats: false },
    },
    {
      id: 'e3',
      title: 'Team standup',
      body: 'Video call',
      when: { start: '2026-01-05T07:00:00.000Z', allDay: false, repeats: true },
    },
  ],
  files: [
    { id: 'f1#p3', title: 'planning-2027.pdf', body: 'page 3: budget planning assumptions' },
    {
      id: 'f2#l12-14',
      title: 'offsite-agenda.md',
      body: 'Day two: workshops in the morning, then the team dinner',
    },
  ],
  conversations: [
    { id: 'c1', title: 'Offsite planning questions', body: 'Who owns the hiring goal this year?' },
  ],
};

/** Searches `docs` with the server's rules: ranked and highlighted, `perKind` hits at most. */
export function searchIn(docs: SearchDocuments, q: string): SearchResponse {
  const hits = (kind: SearchKind) =>
    rankDocuments(docs[kind], docs[kind], q)
      .slice(0, SEARCH_LIMITS.perKind)
      .map(({ hit }) => hit);
  return {
    notes: hits('notes'),
    events: hits('events'),
    files: hits('files'),
    conversations: hits('conversations'),
  };
}

/** What the header shows for "planning": hits of every kind, files on a page and on lines. */
export const searchFixture: SearchResponse = searchIn(searchDocuments, 'planning');

const EMPTY: SearchResponse = { notes: [], events: [], files: [], conversations: [] };

/**
 * The events of `username`'s own calendar in `calendars` as the server searches them: each
 * stored record once (a series by its first start), its description and location as the text.
 */
function calendarDocuments(calendars: CalendarStore, username: string): SearchableDocument[] {
  const opened = calendars.open(username, 'write');
  if (!('ok' in opened)) return [];
  return opened.ok.events.map((event) => ({
    id: event.id,
    title: event.title,
    body: `${event.description} ${event.location}`,
    updatedAt: event.updatedAt,
    when: {
      start: new Date(event.start).toISOString(),
      allDay: event.allDay,
      repeats: event.rrule !== null,
    },
  }));
}

/** Validates `q` as the server does, then answers with `answer(q)`. */
function searchRoute(answer: (q: string) => SearchResponse, latency = 0): HttpHandler {
  return http.get<PathParams, DefaultBodyType, SearchResponse | ErrorEnvelope>(
    url,
    async ({ request }) => {
      const parsed = searchQuerySchema.safeParse({
        q: new URL(request.url).searchParams.get('q'),
      });
      if (latency) await delay(latency);
      if (!parsed.success) return invalid(parsed.error);
      return HttpResponse.json<SearchResponse>(answer(parsed.data.q));
    },
  );
}

export const searchHandlers = {
  success: (docs: SearchDocuments = searchDocuments): HttpHandler =>
    searchRoute((q) => searchIn(docs, q)),
  /** Answers after `latency` ms: the header's loading state between keystrokes and results. */
  slow: (latency = 1500, docs: SearchDocuments = searchDocuments): HttpHandler =>
    searchRoute((q) => searchIn(docs, q), latency),
  /** Searches the notes of `store`, as the server searches the user's notes. */
  notes: (store: NotesStore): HttpHandler =>
    searchRoute((q) => ({ ...EMPTY, notes: store.search(q, SEARCH_LIMITS.perKind) })),
  /** Searches the notes of `notes` and the events of `username`'s own calendar in `calendars`. */
  workspace: (notes: NotesStore, calendars: CalendarStore, username: string): HttpHandler =>
    searchRoute((q) => {
      const events = calendarDocuments(calendars, username);
      return {
        ...EMPTY,
        notes: notes.search(q, SEARCH_LIMITS.perKind),
        events: rankDocuments(events, [...notes.documents(), ...events], q)
          .slice(0, SEARCH_LIMITS.perKind)
          .map(({ hit }) => hit),
      };
    }),
  loading: (): HttpHandler =>
    http.get(url, async () => {
      await delay('infinite');
      return HttpResponse.json<SearchResponse>(EMPTY);
    }),
  error: (): HttpHandler =>
    http.get(url, () =>
      HttpResponse.json<ErrorEnvelope>(errorEnvelope('internal', 'Search is unavailable'), {
        status: 500,
      }),
    ),
};
