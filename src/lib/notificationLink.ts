import { dateInZone } from '@/api/schema/calendarTime';
import type { Notification } from '@/api/schema/notifications';
import { CALENDAR_PARAMS } from '@/routes/paths';

/**
 * Where opening a notification leads: its in-app target, a reminder's at the occurrence's date
 * (in `timeZone`; an all-day date is the same everywhere), so the calendar shows that day. A
 * target that is not a path inside the app (it came from the server, so it is not trusted to be)
 * leads home.
 */
export function notificationLink(notification: Notification, timeZone: string): string {
  const { target } = notification;
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return '/';
  const url = new URL(target, 'http://quire.invalid');
  if (notification.kind !== 'reminder') return `${url.pathname}${url.search}${url.hash}`;
  const { start, allDay } = notification.payload;
  url.searchParams.set(CALENDAR_PARAMS.date, dateInZone(start, allDay ? 'UTC' : timeZone));
  return `${url.pathname}${url.search}${url.hash}`;
}
