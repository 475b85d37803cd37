import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { ZodError, type z } from 'zod';
import {
  CALENDAR_ROUTES,
  calendarParamsSchema,
  createEventRequestSchema,
  deleteEventQuerySchema,
  errorEnvelope,
  IDEMPOTENCY_HEADER_NAME,
  eventParamsSchema,
  eventRangeQuerySchema,
  fieldErrorsFromZod,
  importRequestSchema,
  updateCalendarSettingsSchema,
  updateEventRequestSchema,
  updateReminderSettingsSchema,
  type CalendarListResponse,
  type ErrorEnvelope,
  type EventChangeResponse,
  type EventConflict,
  type EventListResponse,
  type EventResponse,
  type ImportResponse,
  type ShareListResponse,
  type SubscriptionResponse,
  type SubscriptionStatus,
} from '@/api/schema';
import type { CalendarStore, MockCalendar } from './calendarStore';

export { CalendarStore } from './calendarStore';
export * from './calendarFixtures';

const api = (route: string) => `*/api${route}`;

const MESSAGES = {
  not_found: 'There is no calendar with that name.',
  not_shared: 'This calendar is not shared with you.',
  forbidden: 'This calendar is shared with you read-only.',
} as const;

const ownCalendar = () =>
  HttpResponse.json<ErrorEnvelope>(
    errorEnvelope('unprocessable', 'Your own calendar is always yours and always in your list.'),
    { status: 422 },
  );

const refuse = (
  code: keyof typeof MESSAGES | 'conflict',
  message = MESSAGES[code as keyof typeof MESSAGES],
) =>
  HttpResponse.json<ErrorEnvelope>(errorEnvelope(code, message), {
    status: { not_found: 404, not_shared: 403, forbidden: 403, conflict: 409 }[code],
  });
const invalid = (error: ZodError) =>
  HttpResponse.json<ErrorEnvelope>(
    errorEnvelope('validation_failed', 'Some fields need attention.', fieldErrorsFromZod(error)),
    {
      status: 400,
    },
  );
const missingEvent = () =>
  HttpResponse.json<ErrorEnvelope>(errorEnvelope('not_found', 'Event not found.'), { status: 404 });

type Params = Record<string, string | readonly string[] | undefined>;

export interface CalendarHandlerOptions {
  /** Milliseconds every answer waits. */
  latency?: number;
}

/** Handlers that answer from `store` as the calendar server would (docs/calendar.md). */
export function calendarHandlers(
  store: CalendarStore,
  options: CalendarHandlerOptions = {},
): HttpHandler[] {
  const wait = () => (options.latency ? delay(options.latency) : undefined);

  /** Checks the params, opens the calendar with the access it needs, then answers. */
  const withCalendar =
    <S extends z.ZodType>(
      schema: S,
      need: 'read' | 'write',
      answer: (
        calendar: MockCalendar,
        params: z.output<S>,
        request: Request,
      ) => Response | Promise<Response>,
    ) =>
    async ({ params, request }: { params: Params; request: Request }) => {
      await wait();
      const parsed = schema.safeParse(params);
      if (!parsed.success) return invalid(parsed.error);
      const opened = store.open((parsed.data as { username: string }).username, need);
      if ('error' in opened) return refuse(opened.error);
      return answer(opened.ok, parsed.data, request);
    };

  const revokeShare = withCalendar(
    calendarParamsSchema.extend({ grantee: calendarParamsSchema.shape.username }),
    'write',
    (_calendar, { grantee }) => {
      store.shares = store.shares.filter((share) => share.username !== grantee);
      return new HttpResponse(null, { status: 204 });
    },
  );

  return [
    http.get(api(CALENDAR_ROUTES.list), async () => {
      await wait();
      return HttpResponse.json<CalendarListResponse>({ items: store.list() });
    }),
    http.get(api(CALENDAR_ROUTES.settings), async () => {
      await wait();
      return HttpResponse.json({ timeZone: store.timeZone });
    }),
    http.put(api(CALENDAR_ROUTES.settings), async ({ request }) => {
      await wait();
      const parsed = updateCalendarSettingsSchema.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error);
      store.timeZone = parsed.data.timeZone;
      return HttpResponse.json({ timeZone: store.timeZone });
    }),
    http.get(api(CALENDAR_ROUTES.reminderSettings), async () => {
      await wait();
      return HttpResponse.json(store.reminderSettings);
    }),
    http.put(api(CALENDAR_ROUTES.reminderSettings), async ({ request }) => {
      await wait();
      const parsed = updateReminderSettingsSchema.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error);
      // A field left out keeps its value, as on the server.
      store.reminderSettings = { ...store.reminderSettings, ...parsed.data };
      return HttpResponse.json(store.reminderSettings);
    }),
    http.get(
      api(CALENDAR_ROUTES.one),
      withCalendar(calendarParamsSchema, 'read', (calendar) =>
        HttpResponse.json({ calendar: calendar.info }),
      ),
    ),
    http.get(
      api(CALENDAR_ROUTES.events),
      withCalendar(calendarParamsSchema, 'read', (calendar, _params, request) => {
        const parsed = eventRangeQuerySchema.safeParse(
          Object.fromEntries(new URL(request.url).searchParams),
        );
        if (!parsed.success) return invalid(parsed.error);
        return HttpResponse.json<EventListResponse>({
          items: store.range(calendar, parsed.data.from, parsed.data.to),
        });
      }),
    ),
    http.post(
      api(CALENDAR_ROUTES.events),
      withCalendar(calendarParamsSchema, 'write', async (calendar, _params, request) => {
        const parsed = createEventRequestSchema.safeParse(await request.json());
        if (!parsed.success) return invalid(parsed.error);
        const key = request.headers.get(IDEMPOTENCY_HEADER_NAME);
        const repeated = key ? store.createdByKey.get(key) : undefined;
        if (repeated) return HttpResponse.json<EventResponse>({ event: repeated }, { status: 201 });
        const event = store.create(calendar, parsed.data);
        if (key) store.createdByKey.set(key, event);
        return HttpResponse.json<EventResponse>({ event }, { status: 201 });
      }),
    ),
    http.get(
      api(CALENDAR_ROUTES.event),
      withCalendar(eventParamsSchema, 'read', (calendar, { id }) => {
        const event = calendar.events.find((item) => item.id === id);
        return event ? HttpResponse.json<EventResponse>({ event }) : missingEvent();
      }),
    ),
    http.patch(
      api(CALENDAR_ROUTES.event),
      withCalendar(eventParamsSchema, 'write', async (calendar, { id }, request) => {
        const parsed = updateEventRequestSchema.safeParse(await request.json());
        if (!parsed.success) return invalid(parsed.error);
        const outcome = store.update(calendar, id, parsed.data);
        if (!outcome) return missingEvent();
        if ('conflict' in outcome) {
          return HttpResponse.json<EventConflict>(
            {
              ...errorEnvelope('conflict', 'The event changed since you opened it.'),
              current: outcome.conflict,
            },
            { status: 409 },
          );
        }
        return HttpResponse.json<EventChangeResponse>(outcome);
      }),
    ),
    http.delete(
      api(CALENDAR_ROUTES.event),
      withCalendar(eventParamsSchema, 'write', (calendar, { id }, request) => {
        const parsed = deleteEventQuerySchema.safeParse(
          Object.fromEntries(new URL(request.url).searchParams),
        );
        if (!parsed.success) return invalid(parsed.error);
        const undo = store.remove(calendar, id, parsed.data.scope, parsed.data.occurrence);
        return undo
          ? HttpResponse.json<EventChangeResponse>({ event: null, undo })
          : missingEvent();
      }),
    ),
    http.post(
      api(CALENDAR_ROUTES.undo),
      withCalendar(
        calendarParamsSchema.extend({ undo: eventParamsSchema.shape.id }),
        'write',
        (calendar, { undo }) =>
          store.undo(calendar, undo)
            ? new HttpResponse(null, { status: 204 })
            : HttpResponse.json<ErrorEnvelope>(
                errorEnvelope('not_found', 'There is nothing to undo.'),
                { status: 404 },
              ),
      ),
    ),
    http.get(
      api(CALENDAR_ROUTES.shares),
      withCalendar(calendarParamsSchema, 'write', () =>
        HttpResponse.json<ShareListResponse>({ items: store.shares }),
      ),
    ),
    http.put(
      api(CALENDAR_ROUTES.share),
      withCalendar(
        calendarParamsSchema.extend({ grantee: calendarParamsSchema.shape.username }),
        'write',
        (_calendar, { grantee }) => {
          const existing = store.shares.find(
            (share) => share.username.toLowerCase() === grantee.toLowerCase(),
          );
          if (grantee.toLowerCase() === 'nobody') {
            return HttpResponse.json<ErrorEnvelope>(
              errorEnvelope('not_found', 'There is no user with that name.', {
                username: 'invalid',
              }),
              { status: 404 },
            );
          }
          // The username as typed, and no display name: the grantee has not shared with us.
          const share = existing ?? {
            username: grantee,
            name: null,
            grantedAt: new Date(Date.parse('2026-03-14T09:30:00Z')).toISOString(),
          };
          if (!existing) store.shares = [...store.shares, share];
          return HttpResponse.json({ share });
        },
      ),
    ),
    http.delete(api(CALENDAR_ROUTES.share), async (info) => {
      const mine = store.list().find((calendar) => calendar.access === 'owner');
      // The grantee naming themselves leaves the calendar; the owner revokes anyone else.
      if (String(info.params.grantee).toLowerCase() !== mine?.owner.username.toLowerCase())
        return revokeShare(info);
      return withCalendar(calendarParamsSchema, 'read', (calendar) => {
        if (calendar.info.access === 'owner') return ownCalendar();
        store.leave(calendar);
        return new HttpResponse(null, { status: 204 });
      })(info);
    }),
    ...(
      [
        ['put', true],
        ['delete', false],
      ] as const
    ).map(([method, hidden]) =>
      http[method](
        api(CALENDAR_ROUTES.hidden),
        withCalendar(calendarParamsSchema, 'read', (calendar) => {
          if (calendar.info.access === 'owner') return ownCalendar();
          store.setHidden(calendar, hidden);
          return new HttpResponse(null, { status: 204 });
        }),
      ),
    ),
    http.get(
      api(CALENDAR_ROUTES.subscription),
      withCalendar(calendarParamsSchema, 'write', () =>
        HttpResponse.json<SubscriptionStatus>({
          active: false,
          createdAt: null,
          resetByPasswordAt: store.feedResetAt,
        }),
      ),
    ),
    http.post(
      api(CALENDAR_ROUTES.subscription),
      withCalendar(calendarParamsSchema, 'write', () => {
        store.feedResetAt = null;
        return HttpResponse.json<SubscriptionResponse>(
          {
            url: 'http://127.0.0.1/api/calendar-feeds/mock-secret-token-0123456789abcdef.ics',
            createdAt: '2026-03-14T09:30:00.000Z',
          },
          { status: 201 },
        );
      }),
    ),
    http.delete(
      api(CALENDAR_ROUTES.subscription),
      withCalendar(calendarParamsSchema, 'write', () => {
        store.feedResetAt = null;
        return new HttpResponse(null, { status: 204 });
      }),
    ),
    http.post(
      api(CALENDAR_ROUTES.import),
      withCalendar(calendarParamsSchema, 'write', async (_calendar, _params, request) => {
        const parsed = importRequestSchema.safeParse(await request.json());
        if (!parsed.success) return invalid(parsed.error);
        if (!parsed.data.ics.includes('BEGIN:VCALENDAR')) {
          return HttpResponse.json<ErrorEnvelope>(
            errorEnvelope('unprocessable', 'This file is not an iCalendar (.ics) file.', {
              file: 'invalid',
            }),
            { status: 422 },
          );
        }
        const found = (parsed.data.ics.match(/BEGIN:VEVENT/g) ?? []).length;
        return HttpResponse.json<ImportResponse>({
          found,
          duplicates: 0,
          skipped: 0,
          added: found,
          applied: parsed.data.apply,
          preview: [],
          skippedEvents: [],
        });
      }),
    ),
  ];
}

/** Every calendar call waits forever: the loading state. */
export const calendarLoadingHandlers = (): HttpHandler[] => [
  http.all(api('/calendars/*'), () => delay('infinite')),
  http.all(api(CALENDAR_ROUTES.list), () => delay('infinite')),
];

/** Every calendar call fails as a server fault would: the error state. */
export const calendarErrorHandlers = (): HttpHandler[] => [
  http.all(api('/calendars/*'), () =>
    HttpResponse.json<ErrorEnvelope>(
      errorEnvelope('internal', 'Something went wrong on our side.'),
      { status: 500 },
    ),
  ),
];
