import { useCallback } from 'react';
import type { CalendarEvent, EditScope } from '@/api/schema';
import { useFeedback } from '@/hooks/useFeedback';
import {
  useDeleteEventMutation,
  useMoveEventMutation,
  useUndoEventChangeMutation,
} from '@/state/api/calendarApi';

type Range = { username: string; from: string; to: string };
/** The part of an event a move or a deletion names. */
export type EventTarget = Pick<
  CalendarEvent,
  'id' | 'occurrenceId' | 'recurrenceStart' | 'version'
>;

const reach = (event: EventTarget, scope?: EditScope) =>
  event.recurrenceStart ? { scope: scope ?? 'this', occurrence: event.recurrenceStart } : {};

/**
 * Moves (a drag, a resize, the keys) and deletions. A move shows at once and is rolled back if
 * the server refuses it; both offer UNDO in the snackbar, which puts back what the server kept.
 */
export function useEventChanges(range: Range) {
  const feedback = useFeedback();
  const [moveEvent] = useMoveEventMutation();
  const [deleteEvent] = useDeleteEventMutation();
  const [undoChange] = useUndoEventChangeMutation();
  const { username } = range;

  const undoable = useCallback(
    (messageId: string, undo: string) =>
      feedback.undoable(messageId, () => {
        undoChange({ username, undo })
          .unwrap()
          .catch((error: unknown) => feedback.failed(error));
      }),
    [feedback, undoChange, username],
  );

  const move = useCallback(
    async (event: EventTarget, times: { start: string; end: string }, scope?: EditScope) => {
      try {
        const result = await moveEvent({
          range,
          id: event.id,
          occurrenceId: event.occurrenceId,
          changes: { version: event.version, ...times, ...reach(event, scope) },
        }).unwrap();
        undoable('calendar.snackbar.moved', result.undo);
      } catch (error) {
        feedback.failed(error);
      }
    },
    [range, moveEvent, undoable, feedback],
  );

  const remove = useCallback(
    async (event: EventTarget, scope?: EditScope) => {
      try {
        const result = await deleteEvent({
          username,
          id: event.id,
          ...reach(event, scope),
        }).unwrap();
        undoable('calendar.snackbar.deleted', result.undo);
        return true;
      } catch (error) {
        feedback.failed(error);
        return false;
      }
    },
    [deleteEvent, username, undoable, feedback],
  );

  return { move, remove };
}
