import { baseApi } from './baseApi';

/** Sign-ups for launch news from the coming-soon page. */
export const launchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscribeLaunchNews: build.mutation<void, { email: string }>({
      query: (data) => ({ url: '/launch-news', method: 'POST', data }),
    }),
  }),
});

export const { useSubscribeLaunchNewsMutation } = launchApi;
