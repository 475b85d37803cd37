import type { ReactNode } from 'react';
import { Snackbar } from './Snackbar';
import { SnackbarCallbacksProvider } from './SnackbarCallbacks';

/** Mounted once by AppProviders: the store snackbar plus what `useSnackbar()` needs. */
export function SnackbarHost({ children }: { children: ReactNode }) {
  return (
    <SnackbarCallbacksProvider>
      {children}
      <Snackbar />
    </SnackbarCallbacksProvider>
  );
}
