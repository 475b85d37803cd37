import { z } from 'zod';
import { ACCESS_TOKEN_SCOPES, accessTokenScopeSchema, connectedAppFields } from './accessTokens';

/**
 * The OAuth side of "Connected apps" (docs/mcp.md "OAuth"): an MCP client that only speaks OAuth
 * registers itself, the user allows it on the consent page, and the grant is listed beside the
 * personal access tokens, revoked the same way.
 */
export const OAUTH_LIMITS = {
  /** A registered client's name as the consent page shows it. */
  clientName: 100,
  redirectUris: 5,
  redirectUri: 2000,
  /** How long a pending request waits for the user to sign in and decide. */
  requestSeconds: 600,
  /** An authorization code is exchanged at once by the client that asked for it. */
  codeSeconds: 60,
  accessTokenSeconds: 3600,
  refreshTokenSeconds: 30 * 24 * 3600,
} as const;

/** Access and refresh tokens are told apart from each other and from a personal access token. */
export const OAUTH_ACCESS_PREFIX = 'quire_oat_';
export const OAUTH_REFRESH_PREFIX = 'quire_ort_';

/** What the consent page shows of a pending request (`/connect_app?request=…`). */
export const consentRequestSchema = z.object({
  id: z.uuid(),
  clientName: z.string(),
  /** Where the browser goes after the decision: the user judges the client by it. */
  redirectHost: z.string(),
  scopes: z.array(accessTokenScopeSchema).min(1),
});
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

export const consentParamsSchema = z.object({ id: z.uuid() });

/** `scopes`: the user may allow fewer than were asked (never others); all of them when absent. */
export const consentDecisionSchema = z.strictObject({
  allow: z.boolean(),
  scopes: z.array(accessTokenScopeSchema).min(1).max(ACCESS_TOKEN_SCOPES.length).optional(),
});
export type ConsentDecision = z.infer<typeof consentDecisionSchema>;

/** Where the page sends the browser: the client's redirect URI with a code, or with the refusal. */
export const consentOutcomeSchema = z.object({ redirectTo: z.url() });
export type ConsentOutcome = z.infer<typeof consentOutcomeSchema>;

/** One app the user allowed through OAuth, as "Connected apps" lists it. */
export const oauthGrantSchema = z.object({
  id: z.uuid(),
  clientName: z.string(),
  ...connectedAppFields,
});
export type OAuthGrant = z.infer<typeof oauthGrantSchema>;

export const oauthGrantListSchema = z.object({ grants: z.array(oauthGrantSchema) });
export type OAuthGrantList = z.infer<typeof oauthGrantListSchema>;

export const oauthGrantParamsSchema = z.object({ id: z.uuid() });

/** Paths below the API base (`/api`). */
export const OAUTH_PATHS = {
  consent: '/oauth/requests/:id',
  decide: '/oauth/requests/:id/decision',
  grants: '/account/grants',
  revokeGrant: '/account/grants/:id',
} as const;
export const consentPath = (id: string) => `/oauth/requests/${encodeURIComponent(id)}`;
export const consentDecisionPath = (id: string) => `${consentPath(id)}/decision`;
export const oauthGrantPath = (id: string) => `/account/grants/${encodeURIComponent(id)}`;

/**
 * The SPA's consent page, where `/oauth/authorize` sends the browser (PATHS.connectApp, which a
 * unit test keeps equal): `?request=<id>`, or `?error=<ConsentPageError>` when the request
 * cannot even be sent back to the client.
 */
export const CONSENT_PAGE = { path: '/connect_app', request: 'request', error: 'error' } as const;
export const CONSENT_PAGE_ERRORS = ['unknown_client', 'bad_redirect'] as const;
export type ConsentPageError = (typeof CONSENT_PAGE_ERRORS)[number];
