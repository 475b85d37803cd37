import { z } from 'zod';
import {
  EDIT_SCOPES,
  type CalendarEvent,
  type EditScope,
  type UpdateEventRequest,
} from '@/api/schema/calendar';
import {
  draftOf,
  eventDraftSchema,
  requestOf,
  type EventDraft,
} from '@/components/calendar/EventDialog';

/** The name the calendar's event drafts go under in local storage (useStoredDraft) (one open event at a time). */
export const EVENT_DRAFT_NAME = 'calendar-event';

/**
 * What the draft session keeps for one event: the form, and which occurrence of a series it was
 * opened from, so a draft recovered after a sign-in still changes the occurrence it was meant for.
 */
export interface EventEdit {
  fields: EventDraft;
  /** The occurrence's `recurrenceStart`; null for a single event or a whole series. */
  occurrence: string | null;
  scope: EditScope;
}

export const eventEditSchema: z.ZodType<EventEdit> = z.object({
  fields: eventDraftSchema,
  occurrence: z.string().nullable(),
  scope: z.enum(EDIT_SCOPES),
});

export function editOf(event: CalendarEvent): EventEdit {
  return { fields: draftOf(event), occurrence: event.recurrenceStart, scope: 'all' };
}

/** The PATCH body of an edit: one occurrence on its own carries no recurrence of its own. */
export function changesOf(edit: EventEdit, version: number): UpdateEventRequest {
  const { recurrence, ...fields } = requestOf(edit.fields);
  return {
    version,
    ...fields,
    ...(edit.occurrence ? { scope: edit.scope, occurrence: edit.occurrence } : {}),
    ...(edit.occurrence && edit.scope === 'this' ? {} : { recurrence }),
  };
}
