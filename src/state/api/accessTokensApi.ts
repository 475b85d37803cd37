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
import { managedItems } from './featureApi';

const tokens = managedItems('AccessToken', { list: ACCESS_TOKEN_PATHS.list, one: accessTokenPath });

/** The personal access tokens of "Connected apps" (docs/mcp.md "Tokens"). */
export const accessTokensApi = tokens.api.injectEndpoints({
  endpoints: (build) => ({
    listAccessTokens: build.query<AccessTokenList, void>(
      tokens.list({ responseSchema: accessTokenListSchema }),
    ),
    /** The answer carries the secret: the only time the client ever sees it. */
    createAccessToken: build.mutation<CreatedAccessToken, CreateAccessTokenRequest>(
      tokens.create({ responseSchema: createdAccessTokenSchema }),
    ),
    revokeAccessToken: build.mutation<AccessToken, string>(
      tokens.remove({ responseSchema: accessTokenSchema }),
    ),
  }),
});

export const {
  useListAccessTokensQuery,
  useCreateAccessTokenMutation,
  useRevokeAccessTokenMutation,
} = accessTokensApi;
