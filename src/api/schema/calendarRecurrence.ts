import { z } from './zodSetup';
import { dateInZone, fromWallClock } from './calendarTime';

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const RECURRENCE_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export const RECURRENCE_LIMITS = { interval: 99, count: 999 } as const;

const localDate = z.iso.date();

/**
 * The repeats the editor offers (docs/product.md §8): daily, weekly on chosen days, monthly on
 * the start's date or on its weekday ("2nd Tuesday", "last Friday"), yearly; ending never, on a
 * date (inclusive, in the event's zone) or after a count. The server keeps it as an RRULE.
 */
const interval = z.number().int().min(1).max(RECURRENCE_LIMITS.interval);

/** A recurrence as the server answers it (every field settled). */
export const storedRecurrenceSchema = z.object({
  frequency: z.enum(RECURRENCE_FREQUENCIES),
  interval,
  weekdays: z.array(z.enum(WEEKDAYS)).max(7).optional(),
  monthlyBy: z.enum(['date', 'weekday']).optional(),
  until: localDate.optional(),
  count: z.number().int().min(1).max(RECURRENCE_LIMITS.count).optional(),
});

export const recurrenceSchema = storedRecurrenceSchema
  .extend({ interval: interval.default(1) })
  .refine((rule) => rule.until === undefined || rule.count === undefined, {
    path: ['count'],
    params: { fieldCode: 'invalid' },
  });
export type Recurrence = z.output<typeof recurrenceSchema>;
export type RecurrenceInput = z.input<typeof recurrenceSchema>;

const FREQ: Record<Recurrence['frequency'], string> = {
  daily: 'DAILY',
  weekly: 'WEEKLY',
  monthly: 'MONTHLY',
  yearly: 'YEARLY',
};

/** Which weekday of its month a date is: 1…4, or -1 for the last one. */
export function weekdayPosition(date: string): { weekday: Weekday; position: number } {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = WEEKDAYS[(day.getUTCDay() + 6) % 7]!;
  const nth = Math.ceil(day.getUTCDate() / 7);
  const next = new Date(day.getTime() + 7 * 86_400_000);
  return { weekday, position: next.getUTCMonth() !== day.getUTCMonth() && nth >= 4 ? -1 : nth };
}

const compact = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * The RRULE (without `RRULE:`) for a recurrence of an event starting on `startDate` (its local
 * date). UNTIL is the end of the chosen day in the event's zone, in UTC as RFC 5545 asks when the
 * start has a zone; all-day events keep a plain date.
 */
export function recurrenceToRrule(
  rule: Recurrence,
  startDate: string,
  zone: string,
  allDay: boolean,
): string {
  const parts = [`FREQ=${FREQ[rule.frequency]}`];
  if (rule.interval > 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.frequency === 'weekly' && rule.weekdays?.length) {
    parts.push(`BYDAY=${WEEKDAYS.filter((day) => rule.weekdays!.includes(day)).join(',')}`);
  }
  if (rule.frequency === 'monthly' && rule.monthlyBy === 'weekday') {
    const { weekday, position } = weekdayPosition(startDate);
    parts.push(`BYDAY=${position}${weekday}`);
  }
  if (rule.count !== undefined) parts.push(`COUNT=${rule.count}`);
  if (rule.until !== undefined) {
    parts.push(
      allDay
        ? `UNTIL=${rule.until.replace(/-/g, '')}`
        : `UNTIL=${compact(fromWallClock(`${rule.until}T23:59:59`, zone).toISOString())}`,
    );
  }
  return parts.join(';');
}

function rruleFields(rrule: string): Map<string, string> {
  return new Map(
    rrule
      .replace(/^RRULE:/i, '')
      .split(';')
      .map((part) => {
        const [key = '', value = ''] = part.split('=');
        return [key.toUpperCase(), value.toUpperCase()] as [string, string];
      }),
  );
}

/** `20260131T215959Z` or `20260131` as an ISO instant (a floating time is read as UTC). */
export function rruleDateToIso(value: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(value);
  if (!m) return null;
  return `${m[1]}-${m[2]}-${m[3]}T${m[4] ?? '00'}:${m[5] ?? '00'}:${m[6] ?? '00'}.000Z`;
}

/**
 * The editor's reading of an RRULE, or null when the rule says more than the editor can show
 * (an imported BYSETPOS, say): such a rule is kept and expanded as it is, only not editable.
 */
export function rruleToRecurrence(rrule: string, zone: string, allDay: boolean): Recurrence | null {
  const fields = rruleFields(rrule);
  const known = new Set([
    'FREQ',
    'INTERVAL',
    'BYDAY',
    'COUNT',
    'UNTIL',
    'WKST',
    'BYMONTHDAY',
    'BYMONTH',
  ]);
  if ([...fields.keys()].some((key) => !known.has(key))) return null;
  const frequency = RECURRENCE_FREQUENCIES.find((f) => FREQ[f] === fields.get('FREQ'));
  if (!frequency) return null;
  const rule: Recurrence = { frequency, interval: Number(fields.get('INTERVAL') ?? '1') };
  const byDay = fields.get('BYDAY')?.split(',');
  if (byDay && frequency === 'weekly') {
    if (!byDay.every((day) => (WEEKDAYS as readonly string[]).includes(day))) return null;
    rule.weekdays = byDay as Weekday[];
  } else if (byDay && frequency === 'monthly') {
    if (byDay.length !== 1 || !/^(-1|[1-4])(MO|TU|WE|TH|FR|SA|SU)$/.test(byDay[0]!)) return null;
    rule.monthlyBy = 'weekday';
  } else if (byDay) return null;
  if (frequency === 'monthly' && !rule.monthlyBy) rule.monthlyBy = 'date';
  const count = fields.get('COUNT');
  if (count) rule.count = Number(count);
  const until = fields.get('UNTIL');
  if (until) {
    const instant = rruleDateToIso(until);
    if (!instant) return null;
    rule.until = allDay || until.length === 8 ? instant.slice(0, 10) : dateInZone(instant, zone);
  }
  return recurrenceSchema.safeParse(rule).success ? rule : null;
}

/** The same RRULE with its end replaced: a series cut before a "this and following" edit. */
export function withRruleEnd(rrule: string, end: { until: string } | { count: number }): string {
  const fields = rruleFields(rrule);
  fields.delete('UNTIL');
  fields.delete('COUNT');
  if ('until' in end) fields.set('UNTIL', end.until);
  else fields.set('COUNT', String(end.count));
  return [...fields].map(([key, value]) => `${key}=${value}`).join(';');
}

/** The COUNT or UNTIL of a rule, if any. */
export function rruleEnd(rrule: string): { count?: number; until?: string } {
  const fields = rruleFields(rrule);
  const count = fields.get('COUNT');
  const until = fields.get('UNTIL');
  return {
    ...(count ? { count: Number(count) } : {}),
    ...(until ? { until } : {}),
  };
}
