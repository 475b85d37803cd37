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
import { managedItems } from './featureApi';

const grants = managedItems('OAuthGrant', { list: OAUTH_PATHS.grants, one: oauthGrantPath });

/** The consent page and the OAuth grants of "Connected apps" (docs/mcp.md "OAuth"). */
export const mcpOAuthApi = grants.api.injectEndpoints({
  endpoints: (build) => ({
    consentRequest: build.query<ConsentRequest, string>({
      query: (id) => ({ url: consentPath(id) }),
      responseSchema: consentRequestSchema,
    }),
    /** Answers where the browser goes next: the app, with a code or with the refusal. */
    decideConsent: build.mutation<ConsentOutcome, { id: string } & ConsentDecision>({
      query: ({ id, ...data }) => ({ url: consentDecisionPath(id), method: 'POST', data }),
      responseSchema: consentOutcomeSchema,
      invalidatesTags: [grants.tag],
    }),
    listOAuthGrants: build.query<OAuthGrantList, void>(
      grants.list({ responseSchema: oauthGrantListSchema }),
    ),
    revokeOAuthGrant: build.mutation<OAuthGrant, string>(
      grants.remove({ responseSchema: oauthGrantSchema }),
    ),
  }),
});

export const {
  useConsentRequestQuery,
  useDecideConsentMutation,
  useListOAuthGrantsQuery,
  useRevokeOAuthGrantMutation,
} = mcpOAuthApi;
