import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * The right-to-left cache mirrors physical properties as styles are inserted. Its plugin brings
 * cssjanus and a second copy of stylis, so it is a chunk of its own (./emotionCache.ts).
 */
export const rtlEmotionCache = createCache({
  key: 'muirtl',
  stylisPlugins: [prefixer, rtlPlugin],
});
