// The calendar's paths as plain constants, re-exported by the schema module.

const at = (username: string) => `/calendars/${encodeURIComponent(username)}`;

/** Paths below the API base (`/api`); the client, the server and the mocks share them. */
export const CALENDAR_PATHS = {
  list: '/calendars',
  settings: '/calendar-settings',
  reminderSettings: '/calendar-settings/reminders',
  one: at,
  events: (username: string) => `${at(username)}/events`,
  event: (username: string, id: string) => `${at(username)}/events/${id}`,
  undo: (username: string, undo: string) => `${at(username)}/undo/${undo}`,
  shares: (username: string) => `${at(username)}/shares`,
  share: (username: string, grantee: string) =>
    `${at(username)}/shares/${encodeURIComponent(grantee)}`,
  exportIcs: (username: string) => `${at(username)}/export.ics`,
  subscription: (username: string) => `${at(username)}/subscription`,
  hidden: (username: string) => `${at(username)}/hidden`,
  import: (username: string) => `${at(username)}/import`,
  feed: (token: string) => `/calendar-feeds/${token}.ics`,
} as const;

/** Route patterns for the server and MSW, matching `CALENDAR_PATHS`. */
export const CALENDAR_ROUTES = {
  list: '/calendars',
  settings: '/calendar-settings',
  reminderSettings: '/calendar-settings/reminders',
  one: '/calendars/:username',
  events: '/calendars/:username/events',
  event: '/calendars/:username/events/:id',
  undo: '/calendars/:username/undo/:undo',
  shares: '/calendars/:username/shares',
  share: '/calendars/:username/shares/:grantee',
  exportIcs: '/calendars/:username/export.ics',
  subscription: '/calendars/:username/subscription',
  hidden: '/calendars/:username/hidden',
  import: '/calendars/:username/import',
  feed: '/calendar-feeds/:token',
} as const;
