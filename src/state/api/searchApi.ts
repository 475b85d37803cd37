import type { SearchResponse } from '@/api/schema';
import { searchResponseSchema } from '@/api/schema/search';
import { SEARCH_PATHS } from '@/api/schema/searchConstants';
import { baseApi } from './baseApi';

/** The header's global search over notes, events and files. */
export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResponse, string>({
      query: (q) => ({ url: SEARCH_PATHS.search, params: { q } }),
      responseSchema: searchResponseSchema,
      providesTags: ['Search'],
    }),
  }),
});

export const { useSearchQuery, useLazySearchQuery } = searchApi;
