import {
  calendarListResponseSchema,
  calendarParamsSchema,
  calendarResponseSchema,
  calendarSettingsSchema,
  createEventRequestSchema,
  deleteEventQuerySchema,
  eventChangeResponseSchema,
  eventConflictSchema,
  eventListResponseSchema,
  eventParamsSchema,
  eventRangeQuerySchema,
  eventResponseSchema,
  undoParamsSchema,
  updateCalendarSettingsSchema,
  updateEventRequestSchema,
} from './calendar';
import { CALENDAR_ROUTES } from './calendarPaths';
import { reminderSettingsSchema, updateReminderSettingsSchema } from './calendarReminders';
import { idempotentCreateHeadersSchema } from './http';
import { IDEMPOTENCY_HEADER_NAME } from './httpHeaders';
import {
  createRoute,
  noContent,
  patchRoute,
  putRoute,
  readRoute,
  revokeRoute,
  type RouteContract,
} from './routeContract';

/** Calendars, settings and events (docs/calendar.md): reads need a grant, writes the owner. */
export const CALENDAR_CONTRACTS = {
  list: readRoute(
    CALENDAR_ROUTES.list,
    'Your calendar, then those shared with you',
    calendarListResponseSchema,
  ),
  settings: readRoute(
    CALENDAR_ROUTES.settings,
    'Your time zone (null until chosen)',
    calendarSettingsSchema,
  ),
  setSettings: putRoute(
    CALENDAR_ROUTES.settings,
    'Set your time zone (an IANA name)',
    calendarSettingsSchema,
    { body: updateCalendarSettingsSchema },
  ),
  one: readRoute(
    CALENDAR_ROUTES.one,
    'A calendar: its owner and your access (403 not_shared, 404 unknown)',
    calendarResponseSchema,
    { params: calendarParamsSchema },
  ),
  events: readRoute(
    CALENDAR_ROUTES.events,
    'Occurrences overlapping [from, to), series expanded',
    eventListResponseSchema,
    { params: calendarParamsSchema, querystring: eventRangeQuerySchema },
  ),
  createEvent: createRoute(
    CALENDAR_ROUTES.events,
    `Create an event (owner only); with an ${IDEMPOTENCY_HEADER_NAME} header a retry answers with the first result`,
    eventResponseSchema,
    {
      params: calendarParamsSchema,
      headers: idempotentCreateHeadersSchema,
      body: createEventRequestSchema,
    },
  ),
  event: readRoute(
    CALENDAR_ROUTES.event,
    'One stored event (a series reads as its first occurrence)',
    eventResponseSchema,
    { params: eventParamsSchema },
  ),
  updateEvent: patchRoute(
    CALENDAR_ROUTES.event,
    'Change an event, one occurrence, this and following, or all; a stale version gets 409',
    eventChangeResponseSchema,
    { params: eventParamsSchema, body: updateEventRequestSchema },
    { 409: eventConflictSchema },
  ),
  removeEvent: revokeRoute(
    CALENDAR_ROUTES.event,
    'Delete an event, one occurrence, or this and following; answers an undo address',
    eventChangeResponseSchema,
    { params: eventParamsSchema, querystring: deleteEventQuerySchema },
  ),
  undo: {
    method: 'POST',
    url: CALENDAR_ROUTES.undo,
    summary: 'Undo a change or a deletion',
    params: undoParamsSchema,
    answers: { 204: noContent },
  },
} as const satisfies Record<string, RouteContract>;

/** The signed-in user's reminder defaults and mail switch (docs/calendar.md "Reminders"). */
export const CALENDAR_REMINDER_CONTRACTS = {
  settings: readRoute(
    CALENDAR_ROUTES.reminderSettings,
    'Your default reminders for new timed and all-day events, and reminder mail',
    reminderSettingsSchema,
  ),
  setSettings: putRoute(
    CALENDAR_ROUTES.reminderSettings,
    'Set your default reminders (at most 5 each, up to four weeks before) and mail',
    reminderSettingsSchema,
    { body: updateReminderSettingsSchema },
  ),
} as const satisfies Record<string, RouteContract>;
