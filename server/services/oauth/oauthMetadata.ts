import { ACCESS_TOKEN_SCOPES } from '@/api/schema';

/** Where the OAuth endpoints answer, below the app's origin (docs/mcp.md "OAuth"). */
export const OAUTH_ENDPOINTS = {
  register: '/oauth/register',
  authorize: '/oauth/authorize',
  token: '/oauth/token',
  revoke: '/oauth/revoke',
  /** RFC 9728, at the root and with the resource's path inserted (both are looked up). */
  protectedResource: '/.well-known/oauth-protected-resource',
  authorizationServer: '/.well-known/oauth-authorization-server',
} as const;

/** The issuer and resource identifiers are origins: the app's public address without a path. */
export const issuerOf = (publicUrl: string) => new URL(publicUrl).origin;

/**
 * RFC 9728: what `/mcp` is and who issues its tokens. No `scopes_supported` here: the SDK's
 * clients would ask for every scope listed, above the scopes their user configured; the
 * authorization server's metadata lists them instead.
 */
export function protectedResourceMetadata(publicUrl: string, mcpPath: string) {
  const issuer = issuerOf(publicUrl);
  return {
    resource: `${issuer}${mcpPath}`,
    authorization_servers: [issuer],
    bearer_methods_supported: ['header'],
    resource_name: 'Quire',
  };
}

/** RFC 8414: the endpoints and what they accept (public clients with PKCE S256 only). */
export function authorizationServerMetadata(publicUrl: string) {
  const issuer = issuerOf(publicUrl);
  return {
    issuer,
    authorization_endpoint: `${issuer}${OAUTH_ENDPOINTS.authorize}`,
    token_endpoint: `${issuer}${OAUTH_ENDPOINTS.token}`,
    registration_endpoint: `${issuer}${OAUTH_ENDPOINTS.register}`,
    revocation_endpoint: `${issuer}${OAUTH_ENDPOINTS.revoke}`,
    scopes_supported: [...ACCESS_TOKEN_SCOPES],
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none'],
    revocation_endpoint_auth_methods_supported: ['none'],
    authorization_response_iss_parameter_supported: true,
  };
}
