import ICAL from 'ical.js';
import { REMINDER_LIMITS } from '@/api/schema';

/** A file may hold any number of VALARMs; reading stops after this many. */
const ALARMS_READ = 20;

/** One VALARM per reminder: a display alarm this many minutes before the start. */
export function alarmComponents(title: string, reminders: readonly number[]): ICAL.Component[] {
  return reminders.map((minutes) => {
    const alarm = new ICAL.Component('valarm');
    alarm.addPropertyWithValue('action', 'DISPLAY');
    alarm.addPropertyWithValue('description', title);
    alarm.addPropertyWithValue('trigger', ICAL.Duration.fromSeconds(-minutes * 60));
    return alarm;
  });
}

/** Minutes before `startMs` an alarm's trigger names, when it names a time we can keep. */
function minutesBefore(alarm: ICAL.Component, startMs: number): number | null {
  const trigger = alarm.getFirstProperty('trigger');
  if (!trigger) return null;
  const value = trigger.getFirstValue() as unknown;
  let seconds: number;
  if (value instanceof ICAL.Duration) {
    // Relative to the end: its distance from the start is not known here, so it is left out.
    if (String(trigger.getParameter('related') ?? 'START').toUpperCase() !== 'START') return null;
    seconds = -value.toSeconds();
  } else if (value instanceof ICAL.Time) {
    seconds = (startMs - value.toJSDate().getTime()) / 1000;
  } else return null;
  const minutes = Math.round(seconds / 60);
  return minutes >= 0 && minutes <= REMINDER_LIMITS.maxMinutes ? minutes : null;
}

/**
 * The reminders a VEVENT's VALARMs give: triggers before (or at) the start, in whole minutes,
 * without repeats, at most `REMINDER_LIMITS.count`; alarms after the start or unreadable are
 * left out, never the event.
 */
export function readAlarms(event: ICAL.Component, startMs: number): number[] {
  const found = new Set<number>();
  for (const alarm of event.getAllSubcomponents('valarm').slice(0, ALARMS_READ)) {
    let minutes: number | null = null;
    try {
      minutes = minutesBefore(alarm, startMs);
    } catch {
      minutes = null;
    }
    if (minutes !== null) found.add(minutes);
    if (found.size === REMINDER_LIMITS.count) break;
  }
  return [...found].sort((a, b) => a - b);
}
