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
  SEARCH_PATHS,
  searchQuerySchema,
  type ErrorEnvelope,
  type SearchResponse,
} from '@/api/schema';

const url = `*/api${SEARCH_PATHS.search}`;

/** A small workspace to search: a few notes, events and files. */
export const searchFixture: SearchResponse = {
  notes: [
    {
      id: 'n1',
      title: 'Quarterly planning',
      snippet: 'Goals for the planning offsite and who owns each one',
    },
    { id: 'n2', title: 'Reading list', snippet: 'Books to read before the planning week' },
  ],
  events: [{ id: 'e1', title: 'Planning review', snippet: 'Tue 14:00–15:00 · Room 2' }],
  files: [{ id: 'f1', title: 'planning-2027.pdf', snippet: 'page 3: budget planning assumptions' }],
};

/** Filters the fixture by the query, as the server's full-text search would. */
export function searchIn(data: SearchResponse, q: string): SearchResponse {
  const needle = q.toLowerCase();
  const keep = (hits: SearchResponse['notes']) =>
    hits.filter((hit) => `${hit.title} ${hit.snippet}`.toLowerCase().includes(needle));
  return { notes: keep(data.notes), events: keep(data.events), files: keep(data.files) };
}

export const searchHandlers = {
  success: (data: SearchResponse = searchFixture): HttpHandler =>
    http.get<PathParams, DefaultBodyType, SearchResponse | ErrorEnvelope>(url, ({ request }) => {
      const parsed = searchQuerySchema.safeParse({ q: new URL(request.url).searchParams.get('q') });
      if (!parsed.success)
        return HttpResponse.json<ErrorEnvelope>(
          errorEnvelope('validation_failed', 'Invalid query'),
          {
            status: 400,
          },
        );
      return HttpResponse.json<SearchResponse>(searchIn(data, parsed.data.q));
    }),
  loading: (): HttpHandler =>
    http.get(url, async () => {
      await delay('infinite');
      return HttpResponse.json<SearchResponse>({ notes: [], events: [], files: [] });
    }),
  error: (): HttpHandler =>
    http.get(url, () =>
      HttpResponse.json<ErrorEnvelope>(errorEnvelope('internal', 'Search is unavailable'), {
        status: 500,
      }),
    ),
};
