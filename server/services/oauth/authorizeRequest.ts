import { CONSENT_PAGE, type ConsentPageError } from '@/api/schema';
import { redirectWith, type PendingRequest } from './authorizationRequests.ts';
import type { OAuthClient } from './oauthClients.ts';
import { CHALLENGE } from './pkce.ts';
import { parseScopeParameter } from './scopeParameter.ts';

/** What `/oauth/authorize` does with a request. */
export type AuthorizeOutcome =
  | { kind: 'consent'; request: PendingRequest }
  /** A refusal the client can be told about, at its own redirect URI. */
  | { kind: 'refuse'; redirectTo: string }
  /** No trustworthy redirect URI: the user is told on Quire's own page, never the client. */
  | { kind: 'stop'; error: ConsentPageError };

const STATE_LIMIT = 1000;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Checks an authorization request (OAuth 2.1 §4.1.1 with RFC 8707's `resource`). The client and
 * its exact redirect URI come first: until both are known, nothing is sent anywhere but to
 * Quire's consent page. Then the code flow with an S256 challenge (the only PKCE method), known
 * scopes, and `/mcp` as the resource when one is named.
 */
export function checkAuthorizeRequest(
  query: Record<string, unknown>,
  client: OAuthClient | null,
  resource: string,
  issuer: string,
): AuthorizeOutcome {
  if (!client) return { kind: 'stop', error: 'unknown_client' };
  const redirectUri =
    text(query.redirect_uri) ??
    (client.redirectUris.length === 1 ? client.redirectUris[0] : undefined);
  if (!redirectUri || !client.redirectUris.includes(redirectUri))
    return { kind: 'stop', error: 'bad_redirect' };
  const state = text(query.state);
  const refuse = (error: string, description: string): AuthorizeOutcome => ({
    kind: 'refuse',
    redirectTo: redirectWith(redirectUri, {
      error,
      error_description: description,
      state: state && state.length <= STATE_LIMIT ? state : undefined,
      iss: issuer,
    }),
  });
  if (query.response_type !== 'code')
    return refuse('unsupported_response_type', 'Only response_type=code.');
  if (state !== undefined && state.length > STATE_LIMIT)
    return refuse('invalid_request', 'The state is too long.');
  const challenge = text(query.code_challenge);
  if (query.code_challenge_method !== 'S256' || !challenge || !CHALLENGE.test(challenge))
    return refuse('invalid_request', 'PKCE with code_challenge_method=S256 is required.');
  const scopes = parseScopeParameter(text(query.scope));
  if (!scopes) return refuse('invalid_scope', 'Unknown scope.');
  const named = query.resource;
  if (named !== undefined && named !== resource)
    return refuse('invalid_target', `The only resource here is ${resource}.`);
  return {
    kind: 'consent',
    request: { clientId: client.id, redirectUri, scopes, state, codeChallenge: challenge },
  };
}

/** Quire's consent page for a saved request, or with the error that stopped one. */
export function consentPageLink(outcome: { requestId: string } | { error: ConsentPageError }) {
  const params = new URLSearchParams(
    'requestId' in outcome
      ? { [CONSENT_PAGE.request]: outcome.requestId }
      : { [CONSENT_PAGE.error]: outcome.error },
  );
  return `${CONSENT_PAGE.path}?${params.toString()}`;
}
