import { useEffect, useState } from 'react';
import type { Direction } from '@/config';
import { loadEmotionCache, loadedEmotionCache } from './emotionCache';

/**
 * The direction to show: `wanted` once its style cache has loaded, left to right until then (a
 * switch to rtl shows when its plugin is there, never half-mirrored).
 */
export function useLoadedDirection(wanted: Direction): Direction {
  const ready = loadedEmotionCache(wanted) !== undefined;
  const [, loaded] = useState(0);
  useEffect(() => {
    if (ready) return undefined;
    let current = true;
    loadEmotionCache(wanted).then(
      () => current && loaded((count) => count + 1),
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [wanted, ready]);
  return ready ? wanted : 'ltr';
}
