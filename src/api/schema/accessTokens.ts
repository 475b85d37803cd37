import { z } from 'zod';
import { singleLineString } from './text';

/** What a personal access token may do on `/mcp` (docs/mcp.md "Scopes"). */
export const ACCESS_TOKEN_SCOPES = [
  'notes:read',
  'notes:write',
  'calendar:read',
  'calendar:write',
  'files:read',
  'ask',
] as const;
export const accessTokenScopeSchema = z.enum(ACCESS_TOKEN_SCOPES);
export type AccessTokenScope = z.infer<typeof accessTokenScopeSchema>;

export const ACCESS_TOKEN_LIMITS = {
  name: 80,
  /** Live tokens one user may hold. */
  perUser: 50,
  /** Calls to `/mcp` one token may make a minute (MCP_RATE_LIMIT). */
  callsPerMinute: 120,
} as const;

/** Every secret starts so: a leaked one is recognisable, and never mistaken for a session. */
export const ACCESS_TOKEN_PREFIX = 'quire_pat_';

export const createAccessTokenRequestSchema = z.strictObject({
  name: singleLineString().trim().min(1).max(ACCESS_TOKEN_LIMITS.name),
  scopes: z
    .array(accessTokenScopeSchema)
    .min(1)
    .max(ACCESS_TOKEN_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, { message: 'duplicate' }),
});
export type CreateAccessTokenRequest = z.infer<typeof createAccessTokenRequestSchema>;

/**
 * What "Connected apps" shows of any way in, a token or an OAuth grant (mcpOAuth.ts): what it may
 * do, and when it was made, last used and revoked. Fields after each one's id and name.
 */
export const connectedAppFields = {
  scopes: z.array(accessTokenScopeSchema),
  createdAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
};

export const accessTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  ...connectedAppFields,
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

/** The one answer that carries the secret: shown once, never readable again. */
export const createdAccessTokenSchema = z.object({
  token: accessTokenSchema,
  secret: z.string().startsWith(ACCESS_TOKEN_PREFIX),
});
export type CreatedAccessToken = z.infer<typeof createdAccessTokenSchema>;

export const accessTokenListSchema = z.object({ tokens: z.array(accessTokenSchema) });
export type AccessTokenList = z.infer<typeof accessTokenListSchema>;

export const accessTokenParamsSchema = z.object({ id: z.uuid() });

/** Paths below the API base (`/api`). */
export const ACCESS_TOKEN_PATHS = {
  list: '/account/tokens',
  create: '/account/tokens',
  revoke: '/account/tokens/:id',
} as const;
export const accessTokenPath = (id: string) => `/account/tokens/${encodeURIComponent(id)}`;
