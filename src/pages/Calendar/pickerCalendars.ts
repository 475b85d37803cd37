import type { CalendarInfo } from '@/api/schema';

/**
 * The picker's calendars: the list (which leaves out those the viewer hid), plus the one shown
 * when it is a hidden one, so the picker can still name what is on screen.
 */
export function pickerCalendars(
  list: readonly CalendarInfo[] | undefined,
  shown: CalendarInfo | undefined,
): readonly CalendarInfo[] {
  const calendars = list ?? [];
  if (!shown) return calendars;
  const key = shown.owner.username.toLowerCase();
  return calendars.some((calendar) => calendar.owner.username.toLowerCase() === key)
    ? calendars
    : [...calendars, shown];
}
