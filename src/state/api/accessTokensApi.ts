import type {
  AccessToken,
  AccessTokenList,
  CreateAccessTokenRequest,
  CreatedAccessToken,
} from '@/api/schema';
import {
  ACCESS_TOKEN_PATHS,
  accessTokenListSchema,
  accessTokenPath,
  accessTokenSchema,
  createdAccessTokenSchema,
} from '@/api/schema/accessTokens';
import { withListTag } from './featureApi';

const { api, list: TOKENS } = withListTag('AccessToken');

/** The personal access tokens of "Connected apps" (docs/mcp.md "Tokens"). */
export const accessTokensApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAccessTokens: build.query<AccessTokenList, void>({
      query: () => ({ url: ACCESS_TOKEN_PATHS.list }),
      responseSchema: accessTokenListSchema,
      providesTags: [TOKENS],
    }),
    /** The answer carries the secret: the only time the client ever sees it. */
    createAccessToken: build.mutation<CreatedAccessToken, CreateAccessTokenRequest>({
      query: (data) => ({ url: ACCESS_TOKEN_PATHS.create, method: 'POST', data }),
      responseSchema: createdAccessTokenSchema,
      invalidatesTags: [TOKENS],
    }),
    revokeAccessToken: build.mutation<AccessToken, string>({
      query: (id) => ({ url: accessTokenPath(id), method: 'DELETE' }),
      responseSchema: accessTokenSchema,
      invalidatesTags: [TOKENS],
    }),
  }),
});

export const {
  useListAccessTokensQuery,
  useCreateAccessTokenMutation,
  useRevokeAccessTokenMutation,
} = accessTokensApi;
