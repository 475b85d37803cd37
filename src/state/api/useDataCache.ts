import { startTransition, useLayoutEffect, useState } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '@/state/store';
import { attachDataCache, isDataCacheAttached } from './dataCache';

/**
 * Attaches the data cache to the app's store before the first paint of what needs it; false
 * until then, so no component queries a cache that is not there.
 */
export function useDataCache(): boolean {
  const store = useStore() as AppStore;
  const [ready, setReady] = useState(() => isDataCacheAttached(store));
  useLayoutEffect(() => {
    if (ready) return;
    attachDataCache(store);
    // A one-time gate, not derived state: the cache must be in the store before children query it.
    // As a transition, what the gate lets through (the shell and its page, hundreds of
    // components) renders in slices between the browser's other work, not as one long task
    // (docs/performance.md).
    startTransition(() => setReady(true));
  }, [ready, store]);
  return ready;
}
