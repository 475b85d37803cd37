import { z } from './zodSetup';
import { usernameSchema } from './username';
import { canonicalTimeZone, isTimeZone } from './calendarTime';
import { CALENDAR_INSTANTS, calendarInstant, RECURRING_FIRST_YEAR } from './calendarDates';
import { recurrenceSchema, storedRecurrenceSchema } from './calendarRecurrence';
import { remindersSchema } from './calendarReminders';
import { errorEnvelopeSchema } from './errors';
import { NOTE_COLORS } from './notesConstants';
import { versionSchema } from './notes';
import { singleLineString, storableString } from './text';
export * from './calendarPaths';
export * from './calendarReminders';

/** Events use the notes' palette: one set of colour names, shaded per mode by the theme. */
export const EVENT_COLORS = NOTE_COLORS;
export type EventColor = (typeof EVENT_COLORS)[number];

const KIB = 1024;
export const CALENDAR_LIMITS = {
  title: { min: 1, max: 200 },
  description: 5_000,
  location: 500,
  /** A range wider than this is refused: the widest view (a month plus its edges) fits easily. */
  rangeDays: 400,
  /** An .ics file to import, and the request that carries it as text. */
  importBytes: 1024 * KIB,
  importRequestBytes: 1100 * KIB,
  importEvents: 5_000,
  previewEvents: 20,
  shares: 100,
} as const;

const timestamp = z.iso.datetime({ offset: true });
/** A time a request sends: inside years 1–9999 in every zone (`invalid_date`). */
const eventInstant = calendarInstant(CALENDAR_INSTANTS.event);
const rangeInstant = calendarInstant(CALENDAR_INSTANTS.range);

export const timeZoneSchema = z
  .string()
  .trim()
  .refine(isTimeZone, { params: { fieldCode: 'invalid' } });

/** Who may do what with a calendar: its owner reads and writes, a grantee only reads. */
export const CALENDAR_ACCESS = ['owner', 'read'] as const;
export type CalendarAccess = (typeof CALENDAR_ACCESS)[number];

export const calendarOwnerSchema = z.object({
  username: z.string(),
  name: z.string(),
  timeZone: z.string(),
});

export const calendarSchema = z.object({
  owner: calendarOwnerSchema,
  access: z.enum(CALENDAR_ACCESS),
  /** A grantee keeps this calendar out of their picker (always false for the owner). */
  hidden: z.boolean(),
});
export type CalendarInfo = z.infer<typeof calendarSchema>;
export const calendarResponseSchema = z.object({ calendar: calendarSchema });

/** The calendars a user can open: their own first, then those shared with them, not hidden. */
export const calendarListResponseSchema = z.object({ items: z.array(calendarSchema) });
export type CalendarListResponse = z.infer<typeof calendarListResponseSchema>;

/**
 * One occurrence as the calendar shows it. `id` is the stored record (a single event, a series,
 * or one edited occurrence of a series); `occurrenceId` tells occurrences of one series apart.
 * All-day events carry floating dates: midnight UTC of the local date, in start and end alike.
 */
export const calendarEventSchema = z.object({
  id: z.uuid(),
  occurrenceId: z.string(),
  seriesId: z.uuid().nullable(),
  recurrenceStart: timestamp.nullable(),
  uid: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  color: z.enum(EVENT_COLORS),
  allDay: z.boolean(),
  start: timestamp,
  end: timestamp,
  timeZone: z.string(),
  recurrence: storedRecurrenceSchema.nullable(),
  rrule: z.string().nullable(),
  exdates: z.array(timestamp),
  /** Minutes before each occurrence's start. */
  reminders: z.array(z.number().int().nonnegative()),
  version: z.number().int().positive(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

const editableFields = {
  // A title may hold a line break (pasted from a mail, or imported): it round-trips through .ics.
  title: storableString().trim().min(CALENDAR_LIMITS.title.min).max(CALENDAR_LIMITS.title.max),
  description: storableString().max(CALENDAR_LIMITS.description),
  location: singleLineString().trim().max(CALENDAR_LIMITS.location),
  color: z.enum(EVENT_COLORS),
  allDay: z.boolean(),
  start: eventInstant,
  end: eventInstant,
  timeZone: timeZoneSchema,
  recurrence: recurrenceSchema.nullable(),
  reminders: remindersSchema,
};

const endAfterStart = (event: { start?: string; end?: string }) =>
  event.start === undefined ||
  event.end === undefined ||
  Date.parse(event.end) > Date.parse(event.start);
const END_AFTER_START = { path: ['end'], params: { fieldCode: 'end_before_start' } };
const recurringInItsYears = (event: { start?: string; recurrence?: unknown }) =>
  !event.recurrence ||
  event.start === undefined ||
  new Date(event.start).getUTCFullYear() >= RECURRING_FIRST_YEAR;
const RECURRING_YEARS = { path: ['start'], params: { fieldCode: 'invalid_date' } };

export const createEventRequestSchema = z
  .object({
    title: editableFields.title,
    description: editableFields.description.default(''),
    location: editableFields.location.default(''),
    color: editableFields.color.default('default'),
    allDay: editableFields.allDay.default(false),
    start: editableFields.start,
    end: editableFields.end,
    timeZone: editableFields.timeZone,
    recurrence: editableFields.recurrence.default(null),
    /** Left out: the owner's default for timed or all-day events (calendar settings). */
    reminders: editableFields.reminders.optional(),
  })
  .refine(endAfterStart, END_AFTER_START)
  .refine(recurringInItsYears, RECURRING_YEARS);
export type CreateEventRequest = z.input<typeof createEventRequestSchema>;
export type NewEvent = z.output<typeof createEventRequestSchema>;

/** Which occurrences of a series a change or a deletion reaches. */
export const EDIT_SCOPES = ['this', 'following', 'all'] as const;
export type EditScope = (typeof EDIT_SCOPES)[number];

/**
 * `version` is the one the client edited (a stale one gets 409 with the event as it is now).
 * For a series, `occurrence` names the occurrence the user acted on (its `recurrenceStart`) and
 * `scope` how far the change reaches. Start without end moves the event, keeping its length.
 */
export const updateEventRequestSchema = z
  .object({
    version: versionSchema,
    scope: z.enum(EDIT_SCOPES).default('all'),
    occurrence: eventInstant.optional(),
    title: editableFields.title.optional(),
    description: editableFields.description.optional(),
    location: editableFields.location.optional(),
    color: editableFields.color.optional(),
    allDay: editableFields.allDay.optional(),
    start: editableFields.start.optional(),
    end: editableFields.end.optional(),
    timeZone: editableFields.timeZone.optional(),
    recurrence: editableFields.recurrence.optional(),
    reminders: editableFields.reminders.optional(),
  })
  .strict()
  .refine(endAfterStart, END_AFTER_START)
  .refine(recurringInItsYears, RECURRING_YEARS);
export type UpdateEventRequest = z.input<typeof updateEventRequestSchema>;
export type EventChanges = z.output<typeof updateEventRequestSchema>;

export const deleteEventQuerySchema = z.object({
  scope: z.enum(EDIT_SCOPES).default('all'),
  occurrence: eventInstant.optional(),
});
export type DeleteEventQuery = z.input<typeof deleteEventQuerySchema>;

export const eventRangeQuerySchema = z
  .object({ from: rangeInstant, to: rangeInstant })
  .refine(({ from, to }) => Date.parse(to) > Date.parse(from), {
    path: ['to'],
    params: { fieldCode: 'end_before_start' },
  })
  .refine(
    ({ from, to }) => Date.parse(to) - Date.parse(from) <= CALENDAR_LIMITS.rangeDays * 86_400_000,
    { path: ['to'], params: { fieldCode: 'too_long' } },
  );
export type EventRangeQuery = z.input<typeof eventRangeQuerySchema>;

export const eventListResponseSchema = z.object({ items: z.array(calendarEventSchema) });
export type EventListResponse = z.infer<typeof eventListResponseSchema>;
export const eventResponseSchema = z.object({ event: calendarEventSchema });
export type EventResponse = z.infer<typeof eventResponseSchema>;

/** A change answers with the record it touched and an undo address for the snackbar's UNDO. */
export const eventChangeResponseSchema = z.object({
  event: calendarEventSchema.nullable(),
  undo: z.uuid(),
});
export type EventChangeResponse = z.infer<typeof eventChangeResponseSchema>;

export const eventConflictSchema = errorEnvelopeSchema.extend({ current: calendarEventSchema });
export type EventConflict = z.infer<typeof eventConflictSchema>;

export const calendarParamsSchema = z.object({ username: usernameSchema });
export const eventParamsSchema = calendarParamsSchema.extend({ id: z.uuid() });
export const undoParamsSchema = calendarParamsSchema.extend({ undo: z.uuid() });
export const shareParamsSchema = calendarParamsSchema.extend({ grantee: usernameSchema });

export const calendarShareSchema = z.object({
  username: z.string(),
  /** Only when the grantee shares their own calendar with the owner (docs/calendar.md "Sharing"). */
  name: z.string().nullable(),
  grantedAt: timestamp,
});
export type CalendarShare = z.infer<typeof calendarShareSchema>;
export const shareListResponseSchema = z.object({ items: z.array(calendarShareSchema) });
export type ShareListResponse = z.infer<typeof shareListResponseSchema>;
export const shareResponseSchema = z.object({ share: calendarShareSchema });

/** The private subscription address; shown when made, since only its hash is kept. */
export const subscriptionResponseSchema = z.object({ url: z.string(), createdAt: timestamp });
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;
export const subscriptionStatusSchema = z.object({
  active: z.boolean(),
  createdAt: timestamp.nullable(),
  /** When a password reset turned the address off; cleared by making a new one. */
  resetByPasswordAt: timestamp.nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
/** An iCalendar file (text/calendar), as export and the feed answer. */
export const icsTextSchema = z.string().describe('An iCalendar (RFC 5545) file');

export const feedParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32,64}\.ics$/),
});

/** An .ics file sent as text; `apply: false` only previews what it would add. */
export const importRequestSchema = z.object({
  ics: z.string().min(1).max(CALENDAR_LIMITS.importBytes),
  apply: z.boolean().default(false),
});
export type ImportRequest = z.input<typeof importRequestSchema>;

export const importPreviewItemSchema = z.object({
  title: z.string(),
  start: timestamp,
  allDay: z.boolean(),
  recurring: z.boolean(),
});
/**
 * Why an event of a file was left out: no start, a time outside years 1–9999, a rule repeating
 * more often than hourly, a COUNT above `EXPANSION_LIMITS.count`, a rule that never gives a date,
 * one too costly to expand, a UID the file repeats, or anything else unreadable.
 */
export const IMPORT_SKIP_REASONS = [
  'no_start',
  'invalid_date',
  'unsupported_frequency',
  'count_too_large',
  'never_matches',
  'too_expensive',
  'repeated_uid',
  'unreadable',
] as const;
export type ImportSkipReason = (typeof IMPORT_SKIP_REASONS)[number];

export const importSkippedItemSchema = z.object({
  title: z.string(),
  reason: z.enum(IMPORT_SKIP_REASONS),
});
export type ImportSkippedItem = z.infer<typeof importSkippedItemSchema>;

export const importResponseSchema = z.object({
  /** Series or single events in the file (edited occurrences count with their series). */
  found: z.number().int().nonnegative(),
  /** Already in the calendar by UID: skipped. */
  duplicates: z.number().int().nonnegative(),
  /** Not readable as an event (no start, a rule we cannot expand): left out. */
  skipped: z.number().int().nonnegative(),
  /** Added (applied) or that would be added (preview). */
  added: z.number().int().nonnegative(),
  applied: z.boolean(),
  preview: z.array(importPreviewItemSchema),
  /** The first skipped events (up to `previewEvents`), each with its reason. */
  skippedEvents: z.array(importSkippedItemSchema),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;

export const calendarSettingsSchema = z.object({ timeZone: z.string().nullable() });
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;
/** The viewer's zone, stored as the runtime spells it. */
export const updateCalendarSettingsSchema = z.object({
  timeZone: timeZoneSchema.transform((zone) => canonicalTimeZone(zone) ?? zone),
});
export type UpdateCalendarSettings = z.input<typeof updateCalendarSettingsSchema>;
