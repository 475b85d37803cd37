import { createContext, useContext, useState, type ReactNode } from 'react';

export interface UndoSlot {
  set(onUndo: (() => void) | undefined): void;
  /** Returns the pending callback and forgets it, so it can run at most once. */
  take(): (() => void) | undefined;
}

function createUndoSlot(): UndoSlot {
  let pending: (() => void) | undefined;
  return {
    set: (onUndo) => {
      pending = onUndo;
    },
    take: () => {
      const onUndo = pending;
      pending = undefined;
      return onUndo;
    },
  };
}

// Callbacks aren't serialisable so they stay out of the store: one slot per provider means each
// app or story store has its own, and nothing leaks between stories the way a module registry would.
const SnackbarCallbacksContext = createContext<UndoSlot | null>(null);

export function SnackbarCallbacksProvider({ children }: { children: ReactNode }) {
  const [slot] = useState(createUndoSlot);
  return <SnackbarCallbacksContext value={slot}>{children}</SnackbarCallbacksContext>;
}

export function useSnackbarCallbacks(): UndoSlot {
  const slot = useContext(SnackbarCallbacksContext);
  if (!slot) throw new Error('useSnackbar needs <SnackbarHost> (AppProviders mounts it) above it');
  return slot;
}
