import { describe, expect, it } from 'vitest';
import { checkAuthorizeRequest, consentPageLink } from './authorizeRequest.ts';
import type { OAuthClient } from './oauthClients.ts';

const client: OAuthClient = {
  id: '6f0c1c9e-8c7b-4f3c-9a57-0d5f3e3c2a11',
  name: 'Connector',
  redirectUris: ['https://connector.example/cb'],
  createdAt: new Date(0),
};
const resource = 'https://quire.example/mcp';
const issuer = 'https://quire.example';
const good = {
  response_type: 'code',
  client_id: client.id,
  redirect_uri: 'https://connector.example/cb',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
  scope: 'notes:read',
  state: 's1',
  resource,
};
const check = (query: Record<string, unknown>, known: OAuthClient | null = client) =>
  checkAuthorizeRequest(query, known, resource, issuer);

describe('checkAuthorizeRequest', () => {
  it('saves a complete request for consent', () => {
    expect(check(good)).toEqual({
      kind: 'consent',
      request: {
        clientId: client.id,
        redirectUri: good.redirect_uri,
        scopes: ['notes:read'],
        state: 's1',
        codeChallenge: good.code_challenge,
      },
    });
  });

  it('takes the only registered redirect URI when none is named, and no resource as /mcp', () => {
    const { redirect_uri: _uri, resource: _resource, ...rest } = good;
    expect(check(rest).kind).toBe('consent');
  });

  it('never redirects for an unknown client or an unregistered redirect URI', () => {
    expect(check(good, null)).toEqual({ kind: 'stop', error: 'unknown_client' });
    expect(check({ ...good, redirect_uri: 'https://connector.example/cb2' })).toEqual({
      kind: 'stop',
      error: 'bad_redirect',
    });
  });

  it.each([
    [{ response_type: 'token' }, 'unsupported_response_type'],
    [{ code_challenge_method: 'plain' }, 'invalid_request'],
    [{ code_challenge: undefined }, 'invalid_request'],
    [{ code_challenge: 'short' }, 'invalid_request'],
    [{ scope: 'everything' }, 'invalid_scope'],
    [{ resource: 'https://quire.example/other' }, 'invalid_target'],
    [{ state: 'x'.repeat(1001) }, 'invalid_request'],
  ])('refuses %o at the client with %s, iss included', (change, error) => {
    const outcome = check({ ...good, ...change });
    expect(outcome.kind).toBe('refuse');
    const to = new URL(outcome.kind === 'refuse' ? outcome.redirectTo : '');
    expect(to.searchParams.get('error')).toBe(error);
    expect(to.searchParams.get('iss')).toBe(issuer);
  });
});

describe('consentPageLink', () => {
  it('links the consent page with the request or the error', () => {
    expect(consentPageLink({ requestId: 'abc' })).toBe('/connect_app?request=abc');
    expect(consentPageLink({ error: 'unknown_client' })).toBe('/connect_app?error=unknown_client');
  });
});
