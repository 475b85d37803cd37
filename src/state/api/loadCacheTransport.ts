import type { CacheTransport } from './axiosBaseQuery';

/** The cache's client, a chunk of its own; fetched once, shared by every call. */
export const loadCacheTransport = (): Promise<CacheTransport> =>
  import('./cacheTransport').then((module) => module.cacheTransport);
