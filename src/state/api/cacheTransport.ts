import { apiClient, toApiError } from '@/api/client';
import type { CacheTransport } from './axiosBaseQuery';

/** What the cache's calls need and a first paint does not: axios and the failure conversion. */
export const cacheTransport: CacheTransport = { client: apiClient, toApiError };
