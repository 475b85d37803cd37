import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '@/config';

const caches = new Map<Direction, EmotionCache>();

/** One cache per direction: the rtl one mirrors physical properties as styles are inserted. */
export function getEmotionCache(direction: Direction): EmotionCache {
  let cache = caches.get(direction);
  if (!cache) {
    cache = createCache({
      key: direction === 'rtl' ? 'muirtl' : 'mui',
      stylisPlugins: direction === 'rtl' ? [prefixer, rtlPlugin] : [prefixer],
    });
    caches.set(direction, cache);
  }
  return cache;
}
