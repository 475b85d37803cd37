import createCache, { type EmotionCache } from '@emotion/cache';
import type { Direction } from '@/config';

// Left to right uses emotion's own plugins (its prefixer). Right to left needs stylis-plugin-rtl,
// cssjanus and a second stylis, about 3.5 KB that only rtl users load (docs/performance.md).
let ltrCache: EmotionCache | undefined;
let rtlCache: EmotionCache | undefined;
let rtlLoading: Promise<EmotionCache> | undefined;

/** The cache for `direction` if it is ready, else undefined (rtl before `loadEmotionCache`). */
export function loadedEmotionCache(direction: Direction): EmotionCache | undefined {
  if (direction === 'rtl') return rtlCache;
  ltrCache ??= createCache({ key: 'mui' });
  return ltrCache;
}

/** Makes the cache for `direction` ready; a failed load may be tried again. */
export function loadEmotionCache(direction: Direction): Promise<EmotionCache> {
  const ready = loadedEmotionCache(direction);
  if (ready) return Promise.resolve(ready);
  rtlLoading ??= import('./rtlEmotionCache').then(
    (module) => (rtlCache = module.rtlEmotionCache),
    (error: unknown) => {
      rtlLoading = undefined;
      throw error;
    },
  );
  return rtlLoading;
}
