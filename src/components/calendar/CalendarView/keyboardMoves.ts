import { fromWallClock, toWallClock, wallClockMs } from '@/api/schema/calendarTime';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** One step of a time grid (FullCalendar's default slot). */
export const SLOT_MS = 30 * MINUTE;

export interface KeyboardMove {
  kind: 'moved' | 'resized';
  start: string;
  end: string;
}

interface Times {
  start: string;
  end: string;
  allDay: boolean;
}

/**
 * Shifts an instant by `ms` of wall-clock time in `zone`, so "a day later" keeps 09:00 at 09:00
 * across a daylight-saving change. All-day times are floating dates: plain arithmetic.
 */
function shifted(iso: string, ms: number, zone: string, allDay: boolean): string {
  if (allDay) return new Date(Date.parse(iso) + ms).toISOString();
  const wall = new Date(wallClockMs(toWallClock(iso, zone)) + ms).toISOString().slice(0, 19);
  return fromWallClock(wall, zone).toISOString();
}

/**
 * The keyboard alternative to dragging and resizing a focused event: arrows move it (a day
 * sideways; a slot, or a week in a grid of days, up and down), Shift with an arrow moves its
 * end. Sideways follows reading direction, so in rtl the right arrow goes back a day.
 */
export function keyboardMove(
  key: string,
  shift: boolean,
  event: Times,
  options: { timeGrid: boolean; rtl: boolean; zone: string },
): KeyboardMove | null {
  const vertical = options.timeGrid && !event.allDay ? SLOT_MS : 7 * DAY;
  const forward = options.rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = options.rtl ? 'ArrowRight' : 'ArrowLeft';
  const steps: Record<string, number> = {
    [forward]: DAY,
    [backward]: -DAY,
    ArrowDown: vertical,
    ArrowUp: -vertical,
  };
  const step = steps[key];
  if (step === undefined) return null;
  const at = (iso: string, ms: number) => shifted(iso, ms, options.zone, event.allDay);
  if (!shift) return { kind: 'moved', start: at(event.start, step), end: at(event.end, step) };
  // A resize changes the length by the grid's smallest unit, and never below it.
  const unit = options.timeGrid && !event.allDay ? SLOT_MS : DAY;
  const change = Math.sign(step) * unit;
  const end = at(event.end, change);
  if (Date.parse(end) - Date.parse(event.start) < unit) return null;
  return { kind: 'resized', start: event.start, end };
}
