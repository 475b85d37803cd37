import { errorEnvelopeSchema } from './errors';
import {
  consentDecisionSchema,
  consentOutcomeSchema,
  consentParamsSchema,
  consentRequestSchema,
  OAUTH_PATHS,
  oauthGrantListSchema,
  oauthGrantParamsSchema,
  oauthGrantSchema,
} from './mcpOAuth';
import { readRoute, revokeRoute, type RouteContract } from './routeContract';

/** The signed-in half of the OAuth flow: the consent page and the grants (docs/mcp.md "OAuth"). */
export const OAUTH_CONTRACTS = {
  consent: {
    method: 'GET',
    url: OAUTH_PATHS.consent,
    summary: 'A pending authorization request as the consent page shows it',
    params: consentParamsSchema,
    answers: { 200: consentRequestSchema, 404: errorEnvelopeSchema },
  },
  decide: {
    method: 'POST',
    url: OAUTH_PATHS.decide,
    summary: 'Allow or deny a pending request; answers where to send the browser (once)',
    params: consentParamsSchema,
    body: consentDecisionSchema,
    answers: { 200: consentOutcomeSchema, 404: errorEnvelopeSchema },
  },
  grants: readRoute(
    OAUTH_PATHS.grants,
    'The apps you allowed through OAuth, live first (never their tokens)',
    oauthGrantListSchema,
  ),
  revokeGrant: revokeRoute(
    OAUTH_PATHS.revokeGrant,
    "Revoke an app's grant: its tokens are refused at once",
    oauthGrantSchema,
    { params: oauthGrantParamsSchema },
  ),
} as const satisfies Record<string, RouteContract>;
