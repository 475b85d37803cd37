import { SNACKBAR_DEFAULTS } from '@/config';
import { isTypingTarget } from '@/lib/isTypingTarget';
import type { SnackbarState } from './snackbarTypes';

/** Whether the snackbar shows UNDO: the default variant always does, an alert when asked. */
export const carriesAction = (state: Pick<SnackbarState, 'variant' | 'actionButton'>) =>
  state.variant === 'alert' ? state.actionButton : true;

/** How long the snackbar stays: a message with an action long enough to use it (§6). */
export const autoHideDurationOf = (state: Pick<SnackbarState, 'variant' | 'actionButton'>) =>
  carriesAction(state)
    ? SNACKBAR_DEFAULTS.actionAutoHideDuration
    : SNACKBAR_DEFAULTS.autoHideDuration;

/** Ctrl+Z (⌘Z on a Mac) outside a text field: the keyboard's way to the snackbar's UNDO. */
export function isUndoShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target'>,
) {
  if (event.key.toLowerCase() !== 'z' || event.shiftKey || event.altKey) return false;
  if (!event.ctrlKey && !event.metaKey) return false;
  // A text field or an editor keeps its own undo of typing.
  return !isTypingTarget(event.target);
}
