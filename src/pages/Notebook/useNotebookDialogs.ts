import { useEffect } from 'react';
import { onDemand, useOnDemand } from '@/hooks/useOnDemand';

const notebookDialogs = onDemand(() => import('./notebookDialogModules'));

/** Fetches the dialogs early (pointer or focus in the notebook), so they open at once. */
export function prefetchNotebookDialogs(): void {
  notebookDialogs.load().catch(() => {
    // Tried again when a dialog is wanted, where a failure is logged.
  });
}

/**
 * The notebook's dialogs (conflict, recovery, delete forever, shortcuts): none is shown before
 * an action or an event asks for one, so the page paints without them and MUI's Dialog
 * (docs/performance.md). `wanted` loads them now if the prefetch has not.
 */
export function useNotebookDialogs(wanted: boolean) {
  const [loaded, load] = useOnDemand(notebookDialogs);
  useEffect(() => {
    if (wanted && !loaded) load();
  }, [wanted, loaded, load]);
  // Prefetched since this page mounted: there at once.
  return loaded ?? notebookDialogs.loaded();
}
