import { delay, http, type HttpHandler } from 'msw';
import { ACCESS_TOKEN_SCOPES, OAUTH_PATHS, type ConsentRequest } from '@/api/schema';
import { adaUser } from './accountFixtures';
import { apiUrl, errorFrom } from './http';
import { OAuthStore, type OwnedGrant, type PendingConsent } from './mcpOAuth';

/** A connector asking to read: what most consent pages show. */
export const CLAUDE_REQUEST: PendingConsent = {
  id: '00000000-0000-4000-b000-000000000001',
  clientName: 'Claude',
  redirectUri: 'https://claude.ai/api/mcp/auth_callback',
  scopes: ['notes:read', 'calendar:read', 'ask'],
  state: 'st-1',
};

/** A desktop client asking for everything, back to a loopback port. */
export const EVERY_SCOPE_REQUEST: PendingConsent = {
  id: '00000000-0000-4000-b000-000000000002',
  clientName: 'Visual Studio Code',
  redirectUri: 'http://127.0.0.1:33418/',
  scopes: [...ACCESS_TOKEN_SCOPES],
};

export const LONG_NAME_REQUEST: PendingConsent = {
  id: '00000000-0000-4000-b000-000000000003',
  clientName:
    'Research assistant connector for the studio workstation shared by the whole lab team',
  redirectUri:
    'https://a-very-long-subdomain-name-for-the-connector.callbacks.example-hosting-provider.org/cb',
  scopes: ['notes:read', 'notes:write'],
};

/** A request as the consent page receives it. */
export const shown = (request: PendingConsent): ConsentRequest =>
  new OAuthStore({ requests: [request] }).describe(request.id)!;

const grant = (n: number, clientName: string, fields: Partial<OwnedGrant> = {}): OwnedGrant => ({
  id: `00000000-0000-4000-8100-${String(n).padStart(12, '0')}`,
  clientName,
  scopes: ['notes:read'],
  createdAt: '2026-02-18T09:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  ...fields,
  userId: adaUser.id,
});

/** One connector in use, one revoked. */
export const SEVERAL_GRANTS: OwnedGrant[] = [
  grant(1, 'Claude', {
    scopes: ['notes:read', 'calendar:read', 'ask'],
    createdAt: '2026-02-26T16:20:00.000Z',
    lastUsedAt: '2026-03-01T20:05:00.000Z',
  }),
  grant(2, 'ChatGPT', { revokedAt: '2026-02-20T08:00:00.000Z' }),
];

export const oauthStore = (
  seed: { requests?: PendingConsent[]; grants?: OwnedGrant[] } = {
    requests: [CLAUDE_REQUEST, EVERY_SCOPE_REQUEST, LONG_NAME_REQUEST],
    grants: SEVERAL_GRANTS,
  },
) => new OAuthStore(seed);

/** The consent request never answers. */
export const consentLoadingHandlers: HttpHandler[] = [
  http.get(apiUrl(OAUTH_PATHS.consent), () => delay('infinite')),
];

/** The consent request fails on the server's side. */
export const consentErrorHandlers: HttpHandler[] = [
  http.get(apiUrl(OAUTH_PATHS.consent), () => errorFrom('internal', 'Internal error')),
];
