import { useStore } from 'react-redux';
import type { AppStore } from '@/state/store';
import { attachDataCache, isDataCacheAttached } from './dataCache';

const attaching = new WeakMap<AppStore, Promise<void>>();

/** Attaches the cache once per store, just after the render that asked (attaching dispatches). */
function attachSoon(store: AppStore): Promise<void> {
  let attached = attaching.get(store);
  if (!attached) {
    attached = Promise.resolve().then(() => attachDataCache(store));
    attaching.set(store, attached);
  }
  return attached;
}

/**
 * Attaches the data cache to the app's store before the first render of what needs it, so no
 * component queries a cache that is not there. Until then the caller suspends: the route
 * change that brought it (a transition) keeps the page it came from on screen, and then renders
 * the shell and its page, hundreds of components, in slices between the browser's other work
 * rather than as one long task (docs/performance.md).
 */
export function useDataCache(): void {
  const store = useStore() as AppStore;
  // Suspends by throwing the promise, not with `use`: React replays a component that `use`
  // suspended on its first render with the hooks it had reached, and ShellRoute's next hook
  // then fails (React error 467); a thrown promise renders the caller afresh once it resolves.
  if (!isDataCacheAttached(store)) throw attachSoon(store);
}
