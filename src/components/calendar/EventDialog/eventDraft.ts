import { z } from 'zod';
import {
  createEventRequestSchema,
  EVENT_COLORS,
  type CalendarEvent,
  type CreateEventRequest,
} from '@/api/schema/calendar';
import { recurrenceSchema, type Recurrence } from '@/api/schema/calendarRecurrence';
import { dateInZone, fromWallClock, toWallClock, wallClockMs } from '@/api/schema/calendarTime';
import { fieldErrorsFromZod, type FieldErrors } from '@/api/schema/errors';

/**
 * An event as the dialog edits it: dates and times are what the user typed, in the event's own
 * zone, so a half-typed draft is kept on this device exactly as it was (it may not parse yet).
 * For an all-day event `endDate` is the last day (inclusive), as people say it.
 */
export interface EventDraft {
  title: string;
  description: string;
  location: string;
  color: (typeof EVENT_COLORS)[number];
  allDay: boolean;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  timeZone: string;
  recurrence: Recurrence | null;
  /** Minutes before the start (docs/calendar.md "Reminders"). */
  reminders: number[];
}

export const eventDraftSchema: z.ZodType<EventDraft> = z.object({
  title: z.string(),
  description: z.string(),
  location: z.string(),
  color: z.enum(EVENT_COLORS),
  allDay: z.boolean(),
  startDate: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  timeZone: z.string(),
  recurrence: recurrenceSchema.nullable(),
  // A draft kept on this device before reminders existed has none.
  reminders: z.array(z.number()).default([]),
}) as z.ZodType<EventDraft>;

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** An instant as ISO text, or '' when the typed date or time is not one (the schema says so). */
function instant(date: string, time: string, zone: string): string {
  if (!DATE.test(date) || !TIME.test(time)) return '';
  try {
    const at = fromWallClock(`${date}T${time}:00`, zone);
    return Number.isNaN(at.getTime()) ? '' : at.toISOString();
  } catch {
    // An unknown zone: the time zone field reports it.
    return '';
  }
}

/**
 * The draft with its start moved: the end moves with it and the event keeps its length, as in
 * every calendar (the walk found a start on Nov 28 left with its end on Nov 27, and Save refused).
 * The length is counted on the wall clock, so an hour's meeting stays "6:00 – 7:00" across a
 * daylight-saving change. A draft whose dates or times do not parse moves only its start.
 */
export function withStartMoved(
  draft: EventDraft,
  start: Partial<Pick<EventDraft, 'startDate' | 'startTime'>>,
): EventDraft {
  const next = { ...draft, ...start };
  const time = (which: EventDraft, side: 'start' | 'end') =>
    draft.allDay ? '00:00' : which[`${side}Time`];
  const at = (which: EventDraft, side: 'start' | 'end') => {
    const date = which[`${side}Date`];
    return DATE.test(date) && TIME.test(time(which, side))
      ? wallClockMs(`${date}T${time(which, side)}:00`)
      : Number.NaN;
  };
  const length = at(draft, 'end') - at(draft, 'start');
  const moved = at(next, 'start');
  if (!(length >= 0) || Number.isNaN(moved)) return next;
  const end = new Date(moved + length).toISOString();
  return draft.allDay
    ? { ...next, endDate: end.slice(0, 10) }
    : { ...next, endDate: end.slice(0, 10), endTime: end.slice(11, 16) };
}

/** The request body this draft stands for (not yet checked). */
export function requestOf(draft: EventDraft): CreateEventRequest {
  const { startDate, startTime, endDate, endTime, allDay, timeZone } = draft;
  const floating = (date: string) => (DATE.test(date) ? `${date}T00:00:00.000Z` : '');
  return {
    title: draft.title,
    description: draft.description,
    location: draft.location,
    color: draft.color,
    allDay,
    // All-day events keep floating dates, end exclusive (docs/calendar.md, "Time zones").
    start: allDay ? floating(startDate) : instant(startDate, startTime, timeZone),
    end: allDay
      ? floating(DATE.test(endDate) ? shiftDate(endDate, 1) : '')
      : instant(endDate, endTime, timeZone),
    timeZone,
    recurrence: draft.recurrence,
    reminders: draft.reminders,
  };
}

/** What the server would refuse in this draft, by request field (`title`, `end` …). */
export function draftProblems(draft: EventDraft): FieldErrors {
  const parsed = createEventRequestSchema.safeParse(requestOf(draft));
  return parsed.success ? {} : fieldErrorsFromZod(parsed.error);
}

const clock = (iso: string, zone: string) => toWallClock(iso, zone).slice(11, 16);

/** The draft of a stored event or occurrence, its times in its own zone. */
export function draftOf(
  event: Pick<
    CalendarEvent,
    | 'title'
    | 'description'
    | 'location'
    | 'color'
    | 'allDay'
    | 'start'
    | 'end'
    | 'timeZone'
    | 'recurrence'
    | 'reminders'
  >,
): EventDraft {
  const { allDay, start, end, timeZone } = event;
  return {
    title: event.title,
    description: event.description,
    location: event.location,
    color: event.color,
    allDay,
    startDate: allDay ? start.slice(0, 10) : dateInZone(start, timeZone),
    startTime: allDay ? '09:00' : clock(start, timeZone),
    endDate: allDay ? shiftDate(end.slice(0, 10), -1) : dateInZone(end, timeZone),
    endTime: allDay ? '10:00' : clock(end, timeZone),
    timeZone,
    recurrence: event.recurrence,
    reminders: event.reminders,
  };
}

/**
 * The draft as a viewer in `zone` reads it: a timed event's dates, times and zone moved to that
 * zone, as the calendar grid shows it. All-day dates float, and a draft whose times do not parse
 * is left as typed.
 */
export function draftInZone(draft: EventDraft, zone: string): EventDraft {
  if (draft.allDay || draft.timeZone === zone) return draft;
  const { start, end } = requestOf(draft);
  if (!start || !end) return draft;
  return draftOf({ ...draft, start, end, timeZone: zone });
}

/** The reminders a new event starts with: the user's defaults (reminder settings). */
export interface DefaultReminders {
  timed: number[];
  allDay: number[];
}

/** A new event over a chosen slot (or the next hour), in the viewer's zone, with the defaults. */
export function newDraft(
  slot: { start: string; end: string; allDay: boolean },
  zone: string,
  defaults: DefaultReminders = { timed: [], allDay: [] },
) {
  return draftOf({
    reminders: slot.allDay ? defaults.allDay : defaults.timed,
    title: '',
    description: '',
    location: '',
    color: 'default',
    recurrence: null,
    timeZone: zone,
    ...slot,
  });
}
