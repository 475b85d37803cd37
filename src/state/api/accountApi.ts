import {
  ACCOUNT_PATHS,
  forgotResponseSchema,
  LAUNCH_NEWS_PATHS,
  launchNewsResponseSchema,
  meResponseSchema,
  sessionResponseSchema,
  type ForgotRequest,
  type ForgotResponse,
  type LaunchNewsRequest,
  type LaunchNewsResponse,
  type LoginRequest,
  type MeResponse,
  type RegisterRequest,
  type ResetRequest,
  type SessionResponse,
} from '@/api/schema';
import { browserStorage, clearToken, writeToken } from '@/api/client';
import { baseApi } from './baseApi';

async function keepToken({
  queryFulfilled,
}: {
  queryFulfilled: Promise<{ data: SessionResponse }>;
}) {
  try {
    const { data } = await queryFulfilled;
    writeToken(browserStorage(), data.token);
  } catch {
    // A failed sign-in leaves storage as it was; the form shows the error.
  }
}

/**
 * The accounts API (docs/product.md §9). Calls made without a session opt out of the 401 redirect: there a
 * 401 means wrong credentials, shown on the form, not an expired session.
 */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<SessionResponse, RegisterRequest>({
      query: (data) => ({ url: ACCOUNT_PATHS.register, method: 'POST', data, authRedirect: false }),
      responseSchema: sessionResponseSchema,
      onQueryStarted: (_arg, api) => keepToken(api),
    }),
    login: build.mutation<SessionResponse, LoginRequest>({
      query: (data) => ({ url: ACCOUNT_PATHS.login, method: 'POST', data, authRedirect: false }),
      responseSchema: sessionResponseSchema,
      onQueryStarted: (_arg, api) => keepToken(api),
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: ACCOUNT_PATHS.logout, method: 'POST', authRedirect: false }),
      async onQueryStarted(_arg, { queryFulfilled, dispatch }) {
        // Signing out ends the session here even when the server cannot be told.
        await queryFulfilled.catch(() => undefined);
        clearToken(browserStorage());
        dispatch(baseApi.util.resetApiState());
      },
    }),
    me: build.query<MeResponse, void>({
      query: () => ({ url: ACCOUNT_PATHS.me, authRedirect: false }),
      responseSchema: meResponseSchema,
      providesTags: ['Session'],
    }),
    forgot: build.mutation<ForgotResponse, ForgotRequest>({
      query: (data) => ({ url: ACCOUNT_PATHS.forgot, method: 'POST', data, authRedirect: false }),
      responseSchema: forgotResponseSchema,
    }),
    resetPassword: build.mutation<null, ResetRequest>({
      query: (data) => ({ url: ACCOUNT_PATHS.reset, method: 'POST', data, authRedirect: false }),
    }),
    subscribeLaunchNews: build.mutation<LaunchNewsResponse, LaunchNewsRequest>({
      query: (data) => ({
        url: LAUNCH_NEWS_PATHS.subscribe,
        method: 'POST',
        data,
        authRedirect: false,
      }),
      responseSchema: launchNewsResponseSchema,
    }),
  }),
});

export const {
  useRegisterMutation,
  useLoginMutation,
  useLogoutMutation,
  useMeQuery,
  useForgotMutation,
  useResetPasswordMutation,
  useSubscribeLaunchNewsMutation,
} = accountApi;
