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
import { postRoute, readRoute, revokeRoute, type RouteContract } from './routeContract';

/** The signed-in half of the OAuth flow: the consent page and the grants (docs/mcp.md "OAuth"). */
export const OAUTH_CONTRACTS = {
  consent: readRoute(
    OAUTH_PATHS.consent,
    'A pending authorization request as the consent page shows it',
    consentRequestSchema,
    { params: consentParamsSchema },
    { 404: errorEnvelopeSchema },
  ),
  decide: postRoute(
    OAUTH_PATHS.decide,
    'Allow or deny a pending request; answers where to send the browser (once)',
    consentOutcomeSchema,
    { params: consentParamsSchema, body: consentDecisionSchema },
    { 404: errorEnvelopeSchema },
  ),
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
