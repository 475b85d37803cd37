import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { autoHideDurationOf, carriesAction, snackbarClosed } from '@/state/snackbar';
import { useSnackbarCallbacks } from './SnackbarCallbacks';
import { SnackbarView } from './SnackbarView';
import { useUndoShortcut } from './useUndoShortcut';

/** The one store-driven snackbar (docs/product.md §6); open it with `useSnackbar()`. */
export function Snackbar() {
  const state = useAppSelector((root) => root.snackbar);
  const dispatch = useAppDispatch();
  const undo = useSnackbarCallbacks();
  const intl = useIntl();

  const close = () => {
    undo.set(undefined);
    dispatch(snackbarClosed());
  };
  const message = intl.formatMessage({ id: state.messageId });
  const undoNow = () => {
    const onUndo = undo.take();
    close();
    onUndo?.();
  };
  useUndoShortcut(state.open && carriesAction(state), undoNow);

  return (
    <SnackbarView
      // A new key per open restarts the timer and the entrance when it is re-opened while open.
      key={String(state.action)}
      state={state}
      message={message}
      autoHideDuration={autoHideDurationOf(state)}
      onClose={(reason) => {
        // docs/product.md §6: a click elsewhere on the page must not take away the chance to undo.
        if (reason !== 'clickaway') close();
      }}
      onUndo={undoNow}
    />
  );
}
