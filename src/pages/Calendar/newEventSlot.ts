import { fromWallClock } from '@/api/schema/calendarTime';

const HOUR = 3_600_000;

/** The slot a new event starts in without a selection: 09:00–10:00 on the day shown. */
export function newEventSlot(date: string, zone: string) {
  const start = fromWallClock(`${date}T09:00:00`, zone);
  return {
    start: start.toISOString(),
    end: new Date(start.getTime() + HOUR).toISOString(),
    allDay: false,
  };
}
