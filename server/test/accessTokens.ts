import {
  ACCESS_TOKEN_PATHS,
  accessTokenListSchema,
  createdAccessTokenSchema,
  type AccessTokenScope,
  type CreatedAccessToken,
} from '@/api/schema';
import { api, expectBody, type TestClient } from './client.ts';

/** Makes a personal access token as a signed-in user; the answer holds its secret. */
export async function makeAccessToken(
  client: TestClient,
  session: string,
  scopes: readonly AccessTokenScope[] = ['notes:read'],
  name = `test ${scopes.join(' ')}`,
): Promise<CreatedAccessToken> {
  return expectBody(
    await client.call('POST', api(ACCESS_TOKEN_PATHS.create), {
      token: session,
      body: { name, scopes },
    }),
    201,
    createdAccessTokenSchema,
  );
}

/** The signed-in user's tokens, live and revoked. */
export async function listAccessTokens(client: TestClient, session: string) {
  return expectBody(
    await client.call('GET', api(ACCESS_TOKEN_PATHS.list), { token: session }),
    200,
    accessTokenListSchema,
  ).tokens;
}
