import { createApi } from '@reduxjs/toolkit/query/react';
import { apiClient, type ApiError } from '@/api/client';
import { CACHE_POLICY } from '@/config';
import { axiosBaseQuery } from './axiosBaseQuery';

/**
 * The one cache for server data (docs/product.md §7). Resources add their endpoints from their own
 * files with `baseApi.injectEndpoints`, each naming the schema its answer must match
 * (`responseSchema`, or `rawResponseSchema` before a `transformResponse`); a tag not listed here
 * can be added with `baseApi.enhanceEndpoints({ addTagTypes: [...] })`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery(apiClient),
  tagTypes: ['Session', 'Note', 'NoteVersions', 'Search'],
  // A component mounting within 2 s of the last answer reuses it instead of asking again.
  refetchOnMountOrArgChange: CACHE_POLICY.dedupeMs / 1000,
  refetchOnFocus: true,
  refetchOnReconnect: true,
  // A body that does not match its schema means the services are wrong, whatever the status said.
  catchSchemaFailure: (failure): ApiError => ({
    status: 'PARSE_ERROR',
    code: 'wrong_services',
    message: failure.message,
  }),
  endpoints: () => ({}),
});
