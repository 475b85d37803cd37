import type { StandardSchemaV1 } from '@standard-schema/spec';
import type {
  CalendarEvent,
  CalendarInfo,
  CalendarSettings,
  CalendarShare,
  CreateEventRequest,
  DeleteEventQuery,
  EventChangeResponse,
  ImportRequest,
  ImportResponse,
  ReminderSettings,
  SubscriptionResponse,
  SubscriptionStatus,
  UpdateCalendarSettings,
  UpdateEventRequest,
  UpdateReminderSettings,
} from '@/api/schema';
import {
  calendarListResponseSchema,
  calendarResponseSchema,
  calendarSettingsSchema,
  eventChangeResponseSchema,
  eventListResponseSchema,
  eventResponseSchema,
  icsTextSchema,
  importResponseSchema,
  reminderSettingsSchema,
  shareListResponseSchema,
  shareResponseSchema,
  subscriptionResponseSchema,
  subscriptionStatusSchema,
} from '@/api/schema/calendar';
import { CALENDAR_PATHS } from '@/api/schema/calendarPaths';
import { IDEMPOTENCY_HEADER_NAME } from '@/api/schema/httpHeaders';
import { baseApi } from './baseApi';
import { unwrap } from './responseShapes';

const api = baseApi.enhanceEndpoints({
  addTagTypes: ['Calendar', 'CalendarEvent', 'CalendarShare', 'ReminderSettings'],
});
const EVENTS = { type: 'CalendarEvent' as const, id: 'LIST' };
const SHARES = { type: 'CalendarShare' as const, id: 'LIST' };

/** A settings document is read whole and replaced whole (PUT); its tag refreshes the read. */
function settingsDocument<Settings>(
  url: string,
  schema: StandardSchemaV1<Settings>,
  tag: 'Calendar' | 'ReminderSettings',
) {
  return {
    read: { query: () => ({ url }), responseSchema: schema, providesTags: [tag] },
    replace: {
      query: (data: unknown) => ({ url, method: 'PUT' as const, data }),
      responseSchema: schema,
      invalidatesTags: [tag],
    },
  };
}
const calendarSettings = settingsDocument(
  CALENDAR_PATHS.settings,
  calendarSettingsSchema,
  'Calendar',
);
const reminderSettings = settingsDocument(
  CALENDAR_PATHS.reminderSettings,
  reminderSettingsSchema,
  'ReminderSettings',
);

interface EventRange {
  username: string;
  from: string;
  to: string;
}

/** Calendars, events, sharing, the feed address, import and export (docs/calendar.md). */
export const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCalendars: build.query<CalendarInfo[], void, { items: CalendarInfo[] }>({
      query: () => ({ url: CALENDAR_PATHS.list }),
      ...unwrap(calendarListResponseSchema, 'items'),
      providesTags: ['Calendar'],
    }),
    getCalendar: build.query<CalendarInfo, string, { calendar: CalendarInfo }>({
      query: (username) => ({ url: CALENDAR_PATHS.one(username) }),
      ...unwrap(calendarResponseSchema, 'calendar'),
      providesTags: ['Calendar'],
    }),
    calendarSettings: build.query<CalendarSettings, void>(calendarSettings.read),
    updateCalendarSettings: build.mutation<CalendarSettings, UpdateCalendarSettings>(
      calendarSettings.replace,
    ),
    reminderSettings: build.query<ReminderSettings, void>(reminderSettings.read),
    updateReminderSettings: build.mutation<ReminderSettings, UpdateReminderSettings>(
      reminderSettings.replace,
    ),
    listEvents: build.query<CalendarEvent[], EventRange, { items: CalendarEvent[] }>({
      query: ({ username, from, to }) => ({
        url: CALENDAR_PATHS.events(username),
        params: { from, to },
      }),
      ...unwrap(eventListResponseSchema, 'items'),
      providesTags: [EVENTS],
    }),
    getEvent: build.query<
      CalendarEvent,
      { username: string; id: string },
      { event: CalendarEvent }
    >({
      query: ({ username, id }) => ({ url: CALENDAR_PATHS.event(username, id) }),
      ...unwrap(eventResponseSchema, 'event'),
    }),
    createEvent: build.mutation<
      CalendarEvent,
      {
        username: string;
        event: CreateEventRequest;
        /** One per draft: a retry or a recovered draft reuses it and never makes a second event. */
        idempotencyKey?: string;
      },
      { event: CalendarEvent }
    >({
      query: ({ username, event, idempotencyKey }) => ({
        url: CALENDAR_PATHS.events(username),
        method: 'POST',
        data: event,
        ...(idempotencyKey ? { headers: { [IDEMPOTENCY_HEADER_NAME]: idempotencyKey } } : {}),
      }),
      ...unwrap(eventResponseSchema, 'event'),
      invalidatesTags: [EVENTS, 'Search'],
    }),
    updateEvent: build.mutation<
      EventChangeResponse,
      { username: string; id: string; changes: UpdateEventRequest }
    >({
      query: ({ username, id, changes }) => ({
        url: CALENDAR_PATHS.event(username, id),
        method: 'PATCH',
        data: changes,
      }),
      responseSchema: eventChangeResponseSchema,
      invalidatesTags: [EVENTS, 'Search'],
    }),
    /** A drag, a resize or the keys: shown at once in the range on screen, rolled back if refused. */
    moveEvent: build.mutation<
      EventChangeResponse,
      { range: EventRange; id: string; occurrenceId: string; changes: UpdateEventRequest }
    >({
      query: ({ range, id, changes }) => ({
        url: CALENDAR_PATHS.event(range.username, id),
        method: 'PATCH',
        data: changes,
      }),
      responseSchema: eventChangeResponseSchema,
      async onQueryStarted({ range, occurrenceId, changes }, { dispatch, queryFulfilled }) {
        const shown = dispatch(
          calendarApi.util.updateQueryData('listEvents', range, (events) => {
            const moved = events.find((event) => event.occurrenceId === occurrenceId);
            if (moved && changes.start && changes.end)
              Object.assign(moved, { start: changes.start, end: changes.end });
          }),
        );
        await queryFulfilled.catch(() => shown.undo());
      },
      invalidatesTags: [EVENTS, 'Search'],
    }),
    deleteEvent: build.mutation<
      EventChangeResponse,
      { username: string; id: string } & DeleteEventQuery
    >({
      query: ({ username, id, ...params }) => ({
        url: CALENDAR_PATHS.event(username, id),
        method: 'DELETE',
        params,
      }),
      responseSchema: eventChangeResponseSchema,
      invalidatesTags: [EVENTS, 'Search'],
    }),
    undoEventChange: build.mutation<null, { username: string; undo: string }>({
      query: ({ username, undo }) => ({ url: CALENDAR_PATHS.undo(username, undo), method: 'POST' }),
      invalidatesTags: [EVENTS, 'Search'],
    }),
    listShares: build.query<CalendarShare[], string, { items: CalendarShare[] }>({
      query: (username) => ({ url: CALENDAR_PATHS.shares(username) }),
      ...unwrap(shareListResponseSchema, 'items'),
      providesTags: [SHARES],
    }),
    grantShare: build.mutation<
      CalendarShare,
      { username: string; grantee: string },
      { share: CalendarShare }
    >({
      query: ({ username, grantee }) => ({
        url: CALENDAR_PATHS.share(username, grantee),
        method: 'PUT',
      }),
      ...unwrap(shareResponseSchema, 'share'),
      invalidatesTags: [SHARES],
    }),
    revokeShare: build.mutation<null, { username: string; grantee: string }>({
      query: ({ username, grantee }) => ({
        url: CALENDAR_PATHS.share(username, grantee),
        method: 'DELETE',
      }),
      invalidatesTags: [SHARES],
    }),
    /** A grantee keeps a calendar shared with them out of their picker, or shows it again. */
    setCalendarHidden: build.mutation<null, { username: string; hidden: boolean }>({
      query: ({ username, hidden }) => ({
        url: CALENDAR_PATHS.hidden(username),
        method: hidden ? 'PUT' : 'DELETE',
      }),
      invalidatesTags: ['Calendar'],
    }),
    /** A grantee ends a share with them: the share route, naming themselves. */
    leaveCalendar: build.mutation<null, { username: string; me: string }>({
      query: ({ username, me }) => ({ url: CALENDAR_PATHS.share(username, me), method: 'DELETE' }),
      invalidatesTags: ['Calendar'],
    }),
    subscriptionStatus: build.query<SubscriptionStatus, string>({
      query: (username) => ({ url: CALENDAR_PATHS.subscription(username) }),
      responseSchema: subscriptionStatusSchema,
      providesTags: [SHARES],
    }),
    createSubscription: build.mutation<SubscriptionResponse, string>({
      query: (username) => ({ url: CALENDAR_PATHS.subscription(username), method: 'POST' }),
      responseSchema: subscriptionResponseSchema,
      invalidatesTags: [SHARES],
    }),
    revokeSubscription: build.mutation<null, string>({
      query: (username) => ({ url: CALENDAR_PATHS.subscription(username), method: 'DELETE' }),
      invalidatesTags: [SHARES],
    }),
    importCalendar: build.mutation<ImportResponse, { username: string } & ImportRequest>({
      query: ({ username, ...data }) => ({
        url: CALENDAR_PATHS.import(username),
        method: 'POST',
        data,
      }),
      responseSchema: importResponseSchema,
      invalidatesTags: (result) => (result?.applied ? [EVENTS, 'Search'] : []),
    }),
    exportCalendar: build.mutation<string, string>({
      query: (username) => ({ url: CALENDAR_PATHS.exportIcs(username) }),
      responseSchema: icsTextSchema,
    }),
  }),
});

export const {
  useListCalendarsQuery,
  useGetCalendarQuery,
  useCalendarSettingsQuery,
  useReminderSettingsQuery,
  useUpdateReminderSettingsMutation,
  useUpdateCalendarSettingsMutation,
  useListEventsQuery,
  useLazyGetEventQuery,
  useCreateEventMutation,
  useUpdateEventMutation,
  useMoveEventMutation,
  useDeleteEventMutation,
  useUndoEventChangeMutation,
  useListSharesQuery,
  useGrantShareMutation,
  useRevokeShareMutation,
  useSetCalendarHiddenMutation,
  useLeaveCalendarMutation,
  useSubscriptionStatusQuery,
  useCreateSubscriptionMutation,
  useRevokeSubscriptionMutation,
  useImportCalendarMutation,
  useExportCalendarMutation,
} = calendarApi;
