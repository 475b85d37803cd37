import { delay, http, type HttpHandler } from 'msw';
import { ACCESS_TOKEN_LIMITS, ACCESS_TOKEN_PATHS, type AccessToken } from '@/api/schema';
import { adaUser } from './accountFixtures';
import { AccessTokensStore } from './accessTokens';
import { apiUrl, errorFrom } from './http';

type OwnedToken = AccessToken & { userId: string };

const tokenId = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

/** A token of Ada's, made on `createdAt`; the rest as given. */
export function adaToken(n: number, name: string, fields: Partial<AccessToken> = {}): OwnedToken {
  return {
    id: tokenId(n),
    name,
    scopes: ['notes:read'],
    createdAt: '2026-02-10T08:00:00.000Z',
    lastUsedAt: null,
    revokedAt: null,
    ...fields,
    userId: adaUser.id,
  };
}

/** Several tokens: one in daily use, one never used, one revoked. */
export const SEVERAL_TOKENS: OwnedToken[] = [
  adaToken(1, 'Claude Desktop', {
    scopes: ['notes:read', 'notes:write', 'calendar:read', 'ask'],
    createdAt: '2026-02-20T10:15:00.000Z',
    lastUsedAt: '2026-03-01T18:40:00.000Z',
  }),
  adaToken(2, 'VS Code', {
    scopes: ['notes:read', 'files:read'],
    createdAt: '2026-02-25T14:00:00.000Z',
  }),
  adaToken(3, 'Old laptop', {
    scopes: ['calendar:read', 'calendar:write'],
    createdAt: '2026-01-20T09:00:00.000Z',
    lastUsedAt: '2026-02-01T07:30:00.000Z',
    revokedAt: '2026-02-15T12:00:00.000Z',
  }),
];

export const LONG_NAME_TOKENS: OwnedToken[] = [
  adaToken(4, 'Claude Desktop on the studio workstation, shared with the research assistant', {
    scopes: ['notes:read', 'notes:write', 'calendar:read', 'calendar:write', 'files:read'],
    createdAt: '2026-02-22T10:15:00.000Z',
    lastUsedAt: '2026-03-01T18:40:00.000Z',
  }),
  adaToken(5, 'A_single_word_name_without_any_spaces_that_goes_on_and_on_for_eighty_chars', {
    scopes: ['ask'],
    revokedAt: '2026-02-12T12:00:00.000Z',
  }),
];

/** As many live tokens as one account may hold: the next create is refused. */
export const FULL_TOKENS: OwnedToken[] = Array.from(
  { length: ACCESS_TOKEN_LIMITS.perUser },
  (_, i) => adaToken(100 + i, `Client ${i + 1}`),
);

export const tokensStore = (seed: OwnedToken[] = SEVERAL_TOKENS) => new AccessTokensStore(seed);

/** The list never answers. */
export const accessTokensLoadingHandlers: HttpHandler[] = [
  http.get(apiUrl(ACCESS_TOKEN_PATHS.list), () => delay('infinite')),
];

/** The list fails on the server's side. */
export const accessTokensErrorHandlers: HttpHandler[] = [
  http.get(apiUrl(ACCESS_TOKEN_PATHS.list), () => errorFrom('internal', 'Internal error')),
];
