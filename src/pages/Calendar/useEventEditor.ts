import { useCallback, useState } from 'react';
import { toApiError, type ApiError } from '@/api/client';
import type { CalendarEvent, EditScope } from '@/api/schema';
import { newDraft, requestOf, type EventDraft } from '@/components/calendar/EventDialog';
import { useDraftSession, type ConflictChoice } from '@/hooks/draftSession/useDraftSession';
import type { SaveRequest } from '@/hooks/draftSession/draftSession';
import { useFeedback } from '@/hooks/useFeedback';
import {
  useCreateEventMutation,
  useLazyGetEventQuery,
  useReminderSettingsQuery,
  useUpdateEventMutation,
} from '@/state/api/calendarApi';
import { changesOf, editOf, EVENT_DRAFT_NAME, eventEditSchema, type EventEdit } from './eventEdit';

/** Events are saved with the dialog's button; a failed save is retried after this. */
const EVENT_TIMING = { autosaveMs: null, retryMs: 5_000 };

/**
 * The event open in the calendar's dialog: a draft session (hooks/draftSession) over the
 * calendar endpoints. Every keystroke is kept on this device, so a session that ends mid-edit
 * offers the event back after sign-in; a create carries the draft's Idempotency-Key.
 */
export function useEventEditor(username: string, viewerZone: string) {
  const feedback = useFeedback();
  const [createEvent] = useCreateEventMutation();
  const [updateEvent] = useUpdateEventMutation();
  const [fetchEvent] = useLazyGetEventQuery();
  // Until the settings arrive a new event starts with none; the user sees what it will carry.
  const reminderSettings = useReminderSettingsQuery().data;
  const [value, setValue] = useState<EventEdit | null>(null);
  const [serverError, setServerError] = useState<ApiError | null>(null);

  const send = useCallback(
    async (request: SaveRequest<EventEdit>): Promise<CalendarEvent> => {
      if (request.kind === 'create') {
        return createEvent({
          username,
          event: requestOf(request.draft.fields),
          idempotencyKey: request.idempotencyKey,
        }).unwrap();
      }
      const { event } = await updateEvent({
        username,
        id: request.id,
        changes: changesOf(request.draft, request.version),
      }).unwrap();
      if (!event) throw new Error('The server answered a change without the event.');
      return event;
    },
    [createEvent, updateEvent, username],
  );

  const session = useDraftSession<EventEdit, CalendarEvent>({
    name: EVENT_DRAFT_NAME,
    draftSchema: eventEditSchema,
    timing: EVENT_TIMING,
    send,
    fetchLatest: (id) => fetchEvent({ username, id }).unwrap(),
    draftOf: editOf,
    // The dialog shows what went wrong beside the fields; a 401 is on its way to sign-in.
    report: (error) => {
      const failure = toApiError(error);
      if (failure.code !== 'unauthorized') setServerError(failure);
    },
  });
  const { open, change, save, abandon, resolveConflict } = session;

  const show = useCallback(
    (edit: EventEdit, start: Parameters<typeof open>[0]) => {
      setValue(edit);
      setServerError(null);
      open(start);
    },
    [open],
  );

  const openNew = useCallback(
    (slot: { start: string; end: string; allDay: boolean }) => {
      const edit: EventEdit = {
        fields: newDraft(slot, viewerZone, {
          timed: reminderSettings?.defaultReminders ?? [],
          allDay: reminderSettings?.defaultAllDayReminders ?? [],
        }),
        occurrence: null,
        scope: 'all',
      };
      show(edit, { recordId: null, baseVersion: null, draft: edit, dirty: false, isNew: true });
    },
    [show, viewerZone, reminderSettings],
  );

  const openEvent = useCallback(
    (event: CalendarEvent, readOnly: boolean) => {
      const edit = editOf(event);
      show(edit, {
        recordId: event.id,
        baseVersion: event.version,
        draft: edit,
        dirty: false,
        isNew: false,
        readOnly,
      });
    },
    [show],
  );

  // The session hears of the change here, not inside a state updater: React may run an updater
  // twice or late, and the session keeps the device's unsaved copy.
  const edit = useCallback(
    (fields: EventDraft) => {
      if (!value) return;
      const next = { ...value, fields };
      setValue(next);
      change(next);
    },
    [value, change],
  );

  const cancel = useCallback(() => {
    abandon();
    setValue(null);
  }, [abandon]);

  /** Closes the dialog once the server has everything; false leaves it open. */
  const saveAndClose = useCallback(async () => {
    const saved = await save();
    if (saved) {
      cancel();
      feedback.notify('calendar.snackbar.saved');
    }
    return saved;
  }, [save, cancel, feedback]);

  const submit = useCallback(
    (scope?: EditScope) => {
      if (!value) return Promise.resolve(false);
      setServerError(null);
      // Even an unchanged form goes out when a scope was chosen: the choice is the change.
      change(scope ? { ...value, scope } : value);
      return saveAndClose();
    },
    [value, change, saveAndClose],
  );

  const resolve = useCallback(
    async (choice: Extract<ConflictChoice, 'keepMine' | 'takeTheirs'>) => {
      const theirs = session.conflict?.theirs;
      await resolveConflict(choice);
      if (choice === 'keepMine') await saveAndClose();
      else if (theirs) setValue(editOf(theirs));
    },
    [resolveConflict, session.conflict, saveAndClose],
  );

  /** Opens the event a previous visit left unsaved on this device, and sends it. */
  const { recovered, restoreRecovered } = session;
  const restore = useCallback(() => {
    if (!recovered) return;
    setValue(recovered.value.draft);
    setServerError(null);
    restoreRecovered();
  }, [recovered, restoreRecovered]);

  return {
    value,
    session: session.opened,
    saving: session.saveState === 'saving',
    serverError,
    conflict: session.conflict,
    resolving: session.resolving,
    recovered: session.recovered,
    openNew,
    openEvent,
    edit,
    submit,
    cancel,
    resolve,
    restore,
    discardRecovered: session.discardRecovered,
  };
}

export type EventEditor = ReturnType<typeof useEventEditor>;
