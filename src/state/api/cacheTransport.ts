import { apiClient, toApiError } from '@/api/client';
import type { CacheTransport } from './axiosBaseQuery';
import { RESPONSE_SCHEMAS } from './responseSchemas';

/** What the cache's calls need and a first paint does not: axios, zod and the schemas. */
export const cacheTransport: CacheTransport = {
  client: apiClient,
  toApiError,
  schemas: RESPONSE_SCHEMAS,
};
