import { createHash, randomBytes } from 'node:crypto';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import { expect } from 'vitest';
import {
  CONSENT_PAGE,
  consentDecisionPath,
  consentOutcomeSchema,
  type AccessTokenScope,
} from '@/api/schema';
import { api, expectBody, type TestClient } from './client.ts';

/** A loopback callback no one listens on: the test reads the code from the redirect itself. */
export const TEST_REDIRECT = 'http://127.0.0.1:9/callback';

/**
 * An MCP client's OAuth state, in memory, as the SDK's `OAuthClientProvider` asks for it. The
 * browser step is left to the test: `redirectToAuthorization` only records the address.
 */
export class TestOAuthProvider implements OAuthClientProvider {
  authorizationUrl: URL | undefined;
  private client: OAuthClientInformationMixed | undefined;
  private saved: OAuthTokens | undefined;
  private verifier = '';

  constructor(private readonly scope?: string) {}

  get redirectUrl() {
    return TEST_REDIRECT;
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'Test Connector',
      redirect_uris: [TEST_REDIRECT],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      ...(this.scope ? { scope: this.scope } : {}),
    };
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(information: OAuthClientInformationMixed) {
    this.client = information;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

/** A PKCE pair (S256). */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * What the user's browser does with an authorization URL: `/oauth/authorize` sends it to the
 * consent page, where the signed-in user decides. Answers where the browser goes next.
 */
export async function consentTo(
  client: TestClient,
  session: string,
  authorizationUrl: URL,
  allow = true,
): Promise<URL> {
  const start = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const page = new URL(start.headers.get('location') ?? '', authorizationUrl);
  expect(page.pathname).toBe(CONSENT_PAGE.path);
  const requestId = page.searchParams.get(CONSENT_PAGE.request) ?? '';
  const outcome = expectBody(
    await client.call('POST', api(consentDecisionPath(requestId)), {
      token: session,
      body: { allow },
    }),
    200,
    consentOutcomeSchema,
  );
  return new URL(outcome.redirectTo);
}

/** Registers a client by hand (RFC 7591), as a connector would. */
export async function registerClient(base: URL, body: Record<string, unknown>) {
  return fetch(new URL('/oauth/register', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A token request (RFC 6749 §4.1.3 / §6) as a form. */
export async function tokenRequest(base: URL, form: Record<string, string>) {
  return fetch(new URL('/oauth/token', base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
}

/** The authorization URL a client builds for a registered client and a PKCE challenge. */
export function authorizeUrl(
  base: URL,
  clientId: string,
  challenge: string,
  scopes: readonly AccessTokenScope[],
  extra: Record<string, string> = {},
) {
  const url = new URL('/oauth/authorize', base);
  const params = {
    response_type: 'code',
    client_id: clientId,
    redirect_uri: TEST_REDIRECT,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    scope: scopes.join(' '),
    state: 'xyz',
    resource: new URL('/mcp', base).toString(),
    ...extra,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url;
}
