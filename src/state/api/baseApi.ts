import { createApi } from '@reduxjs/toolkit/query/react';
import { CACHE_POLICY } from '@/config';
import { axiosBaseQuery } from './axiosBaseQuery';
import { loadCacheTransport } from './loadCacheTransport';
import { loadResponseSchema } from './responseSchemas';

/**
 * The one cache for server data (docs/product.md §7). Resources add their endpoints from their own files
 * with `baseApi.injectEndpoints`; a tag not listed here can be added with
 * `baseApi.enhanceEndpoints({ addTagTypes: [...] })`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery(loadCacheTransport, loadResponseSchema),
  tagTypes: ['Session', 'Note', 'Search'],
  // A component mounting within 2 s of the last answer reuses it instead of asking again.
  refetchOnMountOrArgChange: CACHE_POLICY.dedupeMs / 1000,
  refetchOnFocus: true,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
