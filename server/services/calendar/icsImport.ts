import ICAL from 'ical.js';
import { CALENDAR_LIMITS, type ImportResponse, type ImportSkipReason } from '@/api/schema';
import { EXPANSION_LIMITS, WalkBudget } from '@/api/schema/calendarRuleWalk';
import { sql, type Database } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import { insertEvent } from './eventsQuery.ts';
import { syncReminders } from './reminders.ts';
import { expansionPacer } from './expansionPacer.ts';
import { readEvent, timeReader, type ImportedEvent } from './icsRead.ts';
import { eventProblem } from './ruleCheck.ts';

/** The reason a rule's check gives, as the import words it. */
function checkRule(
  event: ImportedEvent,
  total: WalkBudget,
  overTime: boolean,
): ImportSkipReason | null {
  if (!event.fields.rrule) return eventProblem(event.fields);
  if (overTime || total.steps <= 0) return 'too_expensive';
  const allowed = Math.min(EXPANSION_LIMITS.seriesSteps, total.steps);
  const series = new WalkBudget(allowed);
  const problem = eventProblem(event.fields, series);
  total.steps -= allowed - series.steps;
  // Out of the import's own budget, not the series': the rule was not judged.
  if (problem === 'never_matches' && series.exhausted && allowed < EXPANSION_LIMITS.seriesSteps)
    return 'too_expensive';
  return problem;
}

/**
 * Previews or applies an .ics file: series and single events whose UID the calendar already
 * holds are skipped (so importing a file twice adds nothing), edited occurrences follow their
 * series, and all of it is written in one transaction.
 */
export async function importCalendar(
  db: Database,
  ownerId: string,
  ics: string,
  { apply, timeZone, now }: { apply: boolean; timeZone: string; now: Date },
): Promise<ImportResponse> {
  let file: ICAL.Component;
  try {
    file = new ICAL.Component(ICAL.parse(ics));
  } catch {
    throw new HttpError('unprocessable', 'This file is not an iCalendar (.ics) file.', {
      file: 'invalid',
    });
  }
  if (file.name !== 'vcalendar') {
    throw new HttpError('unprocessable', 'This file is not an iCalendar (.ics) file.', {
      file: 'invalid',
    });
  }
  const readTime = timeReader(file, timeZone);
  const components = file.getAllSubcomponents('vevent');
  if (components.length > CALENDAR_LIMITS.importEvents) {
    throw new HttpError('payload_too_large', 'This file holds more events than one import takes.');
  }
  const skips: { title: string; reason: ImportSkipReason }[] = [];
  const events: ImportedEvent[] = [];
  const total = new WalkBudget(EXPANSION_LIMITS.importSteps);
  const pacer = expansionPacer();
  for (const component of components) {
    const outcome = readEvent(component, readTime);
    const reason =
      'skip' in outcome ? outcome.skip.reason : checkRule(outcome.event, total, pacer.overTime());
    if (reason)
      skips.push({
        title: 'skip' in outcome ? outcome.skip.title : outcome.event.fields.title,
        reason,
      });
    else if ('event' in outcome) events.push(outcome.event);
    await pacer.pause();
  }
  const masters = new Map<string, ImportedEvent>();
  const edited: ImportedEvent[] = [];
  for (const event of events) {
    if (event.recurrenceStart) edited.push(event);
    else if (!masters.has(event.uid)) masters.set(event.uid, event);
    else skips.push({ title: event.fields.title, reason: 'repeated_uid' });
  }
  // An edited occurrence whose series is not in the file stands on its own.
  for (const event of edited) {
    if (!masters.has(event.uid)) {
      const uid = `${event.uid}/${event.recurrenceStart}`;
      if (!masters.has(uid)) masters.set(uid, { ...event, uid, recurrenceStart: null });
    }
  }
  const existing = new Set(
    (
      await db.many<{ uid: string }>(sql`
        SELECT uid FROM calendar_events WHERE user_id = ${ownerId} AND series_id IS NULL
          AND uid = ANY (${[...masters.keys()]}::text[])`)
    ).map((row) => row.uid),
  );
  const adding = [...masters.values()].filter((event) => !existing.has(event.uid));
  if (apply && adding.length) {
    await db.transaction(async (tx) => {
      const added: string[] = [];
      for (const event of adding) {
        const row = await insertEvent(tx, ownerId, event.fields, { uid: event.uid });
        added.push(row.id);
        if (!event.fields.rrule) continue;
        const seen = new Set<string>();
        for (const occurrence of edited.filter((item) => item.uid === event.uid)) {
          if (seen.has(occurrence.recurrenceStart!)) continue;
          seen.add(occurrence.recurrenceStart!);
          await insertEvent(
            tx,
            ownerId,
            { ...occurrence.fields, rrule: null, exdates: [] },
            {
              uid: event.uid,
              seriesId: row.id,
              recurrenceStart: occurrence.recurrenceStart!,
            },
          );
        }
      }
      await syncReminders(tx, added, now);
    });
  }
  return {
    found: masters.size,
    duplicates: masters.size - adding.length,
    skipped: skips.length,
    added: adding.length,
    applied: apply,
    preview: adding
      .slice()
      .sort((a, b) => a.fields.start.localeCompare(b.fields.start))
      .slice(0, CALENDAR_LIMITS.previewEvents)
      .map((event) => ({
        title: event.fields.title,
        start: event.fields.start,
        allDay: event.fields.allDay,
        recurring: Boolean(event.fields.rrule),
      })),
    skippedEvents: skips.slice(0, CALENDAR_LIMITS.previewEvents),
  };
}
