import { useCalendarSettingsQuery } from '@/state/api/calendarApi';
import { browserTimeZone } from './browserTimeZone';

/**
 * The zone the viewer reads times in: the one they chose (account menu), else the browser's.
 * Also says whether the setting is still being read, so a view can wait rather than jump.
 * `skip` leaves the setting unread (the browser's zone) until a view needs it.
 */
export function useViewerTimeZone({ skip = false } = {}): { zone: string; settled: boolean } {
  const settings = useCalendarSettingsQuery(undefined, { skip });
  return {
    zone: settings.data?.timeZone ?? browserTimeZone(),
    settled: settings.data !== undefined || settings.isError,
  };
}
