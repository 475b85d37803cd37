import { useEffect, useState } from 'react';
import { CACHE_POLICY } from '@/config';

/** True once `loading` has lasted longer than the cache's 3 s threshold (docs/product.md §7). */
export function useSlowLoading(loading: boolean, thresholdMs: number = CACHE_POLICY.loadingSlowMs) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setSlow(true), thresholdMs);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [loading, thresholdMs]);
  return loading && slow;
}
