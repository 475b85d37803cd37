import { useLayoutEffect, useState } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '@/state/store';
import { attachDataCache, isDataCacheAttached } from './dataCache';

/**
 * Attaches the data cache to the app's store before the first paint of what needs it; false
 * until then (one synchronous render), so no component queries a cache that is not there.
 */
export function useDataCache(): boolean {
  const store = useStore() as AppStore;
  const [ready, setReady] = useState(() => isDataCacheAttached(store));
  useLayoutEffect(() => {
    if (ready) return;
    attachDataCache(store);
    // A one-time gate, not derived state: the cache must be in the store before children query it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReady(true);
  }, [ready, store]);
  return ready;
}
