import { useCalendarSettingsQuery } from '@/state/api/calendarApi';
import { browserTimeZone } from './browserTimeZone';

/**
 * The zone the viewer reads times in: the one they chose (account menu), else the browser's.
 * Also says whether the setting is still being read, so a view can wait rather than jump.
 */
export function useViewerTimeZone(): { zone: string; settled: boolean } {
  const settings = useCalendarSettingsQuery();
  return {
    zone: settings.data?.timeZone ?? browserTimeZone(),
    settled: settings.data !== undefined || settings.isError,
  };
}
