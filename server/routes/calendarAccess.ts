import type { Calendars } from '../services/calendar/calendars.ts';

/** What a calendar route's request holds: the signed-in user and the `:username` it names. */
interface CalendarRequest {
  user: { id: string };
  params: { username: string };
}

/**
 * `open(request, need)`: the calendar the address names, opened for the signed-in user; a read
 * needs a grant, a write the owner (403 not_shared, 404 unknown, as `calendars.open` answers).
 */
export const calendarOpener =
  (calendars: Calendars) => (request: CalendarRequest, need: 'read' | 'write') =>
    calendars.open(request.user.id, request.params.username, need);
