import { useMemo } from 'react';
import { useAppDispatch } from '@/state/hooks';
import { snackbarClosed, snackbarOpened, type OpenSnackbarPayload } from '@/state/snackbar';
import { useSnackbarCallbacks } from './SnackbarCallbacks';

export interface OpenSnackbarOptions extends OpenSnackbarPayload {
  /** Runs when the user presses UNDO (the snackbar then closes). */
  onUndo?: () => void;
}

/** Opens the one store-driven snackbar from anywhere below AppProviders. */
export function useSnackbar() {
  const dispatch = useAppDispatch();
  const undo = useSnackbarCallbacks();
  return useMemo(
    () => ({
      open({ onUndo, ...options }: OpenSnackbarOptions = {}) {
        undo.set(onUndo);
        dispatch(snackbarOpened(options));
      },
      close() {
        undo.set(undefined);
        dispatch(snackbarClosed());
      },
    }),
    [dispatch, undo],
  );
}
