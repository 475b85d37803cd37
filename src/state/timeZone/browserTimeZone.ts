import { canonicalTimeZone } from '@/api/schema/calendarTime';

/** Where the browser says it is: the zone a user starts with before they choose one. */
export function browserTimeZone(): string {
  return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? 'UTC';
}
