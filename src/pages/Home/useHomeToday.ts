import { useMemo } from 'react';
import { useListEventsQuery } from '@/state/api/calendarApi';
import { useAppSelector } from '@/state/hooks';
import { useViewerTimeZone } from '@/state/timeZone/useViewerTimeZone';

const DAY_MS = 86_400_000;

/**
 * Today's and tomorrow's events of the signed-in user, for Home's "Today" widget. The range runs
 * a day either side of now, which holds today and tomorrow in any zone; the widget keeps those
 * two days of the viewer's.
 */
export function useHomeToday(now: Date) {
  const username = useAppSelector((state) => state.session.user?.username ?? '');
  const { zone, settled } = useViewerTimeZone();
  const range = useMemo(() => {
    const hour = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
    return {
      username,
      from: new Date(hour - DAY_MS).toISOString(),
      to: new Date(hour + 3 * DAY_MS).toISOString(),
    };
  }, [now, username]);
  const list = useListEventsQuery(range, { skip: !username || !settled });
  const status: 'loading' | 'error' | 'ready' = list.data
    ? 'ready'
    : list.isError
      ? 'error'
      : 'loading';
  return {
    username,
    zone,
    events: list.data ?? [],
    status,
    error: list.error,
    retry: () => void list.refetch(),
  };
}
