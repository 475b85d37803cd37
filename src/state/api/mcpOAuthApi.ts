import type {
  ConsentDecision,
  ConsentOutcome,
  ConsentRequest,
  OAuthGrant,
  OAuthGrantList,
} from '@/api/schema';
import {
  consentDecisionPath,
  consentOutcomeSchema,
  consentPath,
  consentRequestSchema,
  OAUTH_PATHS,
  oauthGrantListSchema,
  oauthGrantPath,
  oauthGrantSchema,
} from '@/api/schema/mcpOAuth';
import { withListTag } from './featureApi';

const { api, list: GRANTS } = withListTag('OAuthGrant');

/** The consent page and the OAuth grants of "Connected apps" (docs/mcp.md "OAuth"). */
export const mcpOAuthApi = api.injectEndpoints({
  endpoints: (build) => ({
    consentRequest: build.query<ConsentRequest, string>({
      query: (id) => ({ url: consentPath(id) }),
      responseSchema: consentRequestSchema,
    }),
    /** Answers where the browser goes next: the app, with a code or with the refusal. */
    decideConsent: build.mutation<ConsentOutcome, { id: string } & ConsentDecision>({
      query: ({ id, ...data }) => ({ url: consentDecisionPath(id), method: 'POST', data }),
      responseSchema: consentOutcomeSchema,
      invalidatesTags: [GRANTS],
    }),
    listOAuthGrants: build.query<OAuthGrantList, void>({
      query: () => ({ url: OAUTH_PATHS.grants }),
      responseSchema: oauthGrantListSchema,
      providesTags: [GRANTS],
    }),
    revokeOAuthGrant: build.mutation<OAuthGrant, string>({
      query: (id) => ({ url: oauthGrantPath(id), method: 'DELETE' }),
      responseSchema: oauthGrantSchema,
      invalidatesTags: [GRANTS],
    }),
  }),
});

export const {
  useConsentRequestQuery,
  useDecideConsentMutation,
  useListOAuthGrantsQuery,
  useRevokeOAuthGrantMutation,
} = mcpOAuthApi;
