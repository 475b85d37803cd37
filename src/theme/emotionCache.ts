import createCache, { type EmotionCache } from '@emotion/cache';
import type { Direction } from '@/config';
import { onDemand } from '@/lib/onDemand';

// Left to right uses emotion's own plugins (its prefixer). Right to left needs stylis-plugin-rtl,
// cssjanus and a second stylis, which only rtl users load.
let ltrCache: EmotionCache | undefined;

/**
 * The left-to-right cache's key: the prerendered pages' style tags carry it, so that this cache
 * takes them over instead of inserting the same rules again (docs/performance.md).
 */
export const EMOTION_KEY = 'mui';
export const rtlCache = onDemand(() =>
  import('./rtlEmotionCache').then((module) => module.rtlEmotionCache),
);

/** The cache for `direction` if it is ready, else undefined (rtl before `loadEmotionCache`). */
export function loadedEmotionCache(direction: Direction): EmotionCache | undefined {
  if (direction === 'rtl') return rtlCache.loaded();
  ltrCache ??= createCache({ key: EMOTION_KEY });
  return ltrCache;
}

/** Makes the cache for `direction` ready (before a first paint in that direction). */
export function loadEmotionCache(direction: Direction): Promise<EmotionCache> {
  const ready = loadedEmotionCache(direction);
  return ready ? Promise.resolve(ready) : rtlCache.load();
}
