import { useIntl } from 'react-intl';
import { SNACKBAR_DEFAULTS } from '@/config';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { snackbarClosed } from '@/state/snackbar';
import { useSnackbarCallbacks } from './SnackbarCallbacks';
import { SnackbarView } from './SnackbarView';

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

  return (
    <SnackbarView
      // A new key per open restarts the timer and the entrance when it is re-opened while open.
      key={String(state.action)}
      state={state}
      message={message}
      autoHideDuration={SNACKBAR_DEFAULTS.autoHideDuration}
      onClose={(reason) => {
        // docs/product.md §6: a click elsewhere on the page must not take away the chance to undo.
        if (reason !== 'clickaway') close();
      }}
      onUndo={() => {
        const onUndo = undo.take();
        close();
        onUndo?.();
      }}
    />
  );
}
