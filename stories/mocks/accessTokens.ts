import { http, type HttpHandler } from 'msw';
import {
  ACCESS_TOKEN_LIMITS,
  ACCESS_TOKEN_PATHS,
  ACCESS_TOKEN_PREFIX,
  accessTokenListSchema,
  accessTokenParamsSchema,
  accessTokenSchema,
  createAccessTokenRequestSchema,
  createdAccessTokenSchema,
  fieldErrorsFromZod,
  type AccessToken,
  type CreateAccessTokenRequest,
} from '@/api/schema';
import { AccountsStore } from './accountsStore';
import { apiUrl, bearerOf, bodyOf, errorFrom, jsonFrom } from './http';

// Node-safe on purpose (msw + the schema only): the server's contract test replays these.

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * Personal access tokens in memory, per user, as the server keeps them (docs/mcp.md "Tokens"):
 * live first then revoked, newest first; the secret only in the create answer. Deterministic:
 * ids and secrets count up, times derive from `now`.
 */
export class AccessTokensStore {
  private tokens: (AccessToken & { userId: string })[] = [];
  private counter = 0;

  constructor(
    private seed: (AccessToken & { userId: string })[] = [],
    private now: () => Date = () => new Date('2026-03-02T09:30:00.000Z'),
  ) {
    this.restore();
  }

  restore(): void {
    this.tokens = this.seed.map((token) => ({ ...token }));
    this.counter = 0;
  }

  list(userId: string): AccessToken[] {
    const order = (t: AccessToken) => `${t.revokedAt ? 1 : 0}|${9e15 - Date.parse(t.createdAt)}`;
    return this.tokens
      .filter((t) => t.userId === userId)
      .sort((a, b) => order(a).localeCompare(order(b)))
      .map(({ userId: _owner, ...token }) => token);
  }

  live(userId: string): number {
    return this.tokens.filter((t) => t.userId === userId && !t.revokedAt).length;
  }

  create(userId: string, input: CreateAccessTokenRequest) {
    this.counter += 1;
    const token: AccessToken = {
      id: `00000000-0000-4000-8000-${pad(this.counter, 12)}`,
      name: input.name,
      scopes: input.scopes,
      createdAt: new Date(this.now().getTime() + this.counter * 1000).toISOString(),
      lastUsedAt: null,
      revokedAt: null,
    };
    this.tokens.push({ ...token, userId });
    return { token, secret: `${ACCESS_TOKEN_PREFIX}${pad(this.counter, 43)}` };
  }

  revoke(userId: string, id: string): AccessToken | null {
    const token = this.tokens.find((t) => t.id === id && t.userId === userId);
    if (!token) return null;
    token.revokedAt ??= this.now().toISOString();
    const { userId: _owner, ...rest } = token;
    return rest;
  }
}

/** The "Connected apps" API answered from `tokens` for the users of `accounts`. */
export function accessTokenHandlers(
  accounts: AccountsStore,
  tokens = new AccessTokensStore(),
): HttpHandler[] {
  const signedIn = (request: Request) => accounts.userFor(bearerOf(request));
  const unauthorized = () => errorFrom('unauthorized', 'Not signed in');
  return [
    http.get(apiUrl(ACCESS_TOKEN_PATHS.list), ({ request }) => {
      const user = signedIn(request);
      if (!user) return unauthorized();
      return jsonFrom(accessTokenListSchema, { tokens: tokens.list(user.id) });
    }),
    http.post(apiUrl(ACCESS_TOKEN_PATHS.create), async ({ request }) => {
      const user = signedIn(request);
      const body = createAccessTokenRequestSchema.safeParse(await bodyOf(request));
      // The server validates before it authenticates: a bad body is a 400 even signed out.
      if (!body.success)
        return errorFrom('validation_failed', 'Invalid request', fieldErrorsFromZod(body.error));
      if (!user) return unauthorized();
      if (tokens.live(user.id) >= ACCESS_TOKEN_LIMITS.perUser)
        return errorFrom('unprocessable', 'Revoke a token before making another.');
      return jsonFrom(createdAccessTokenSchema, tokens.create(user.id, body.data), {
        status: 201,
      });
    }),
    http.delete(apiUrl(ACCESS_TOKEN_PATHS.revoke), ({ request, params }) => {
      const user = signedIn(request);
      const id = accessTokenParamsSchema.safeParse(params);
      if (!id.success)
        return errorFrom('validation_failed', 'Invalid request', fieldErrorsFromZod(id.error));
      if (!user) return unauthorized();
      const token = tokens.revoke(user.id, id.data.id);
      if (!token) return errorFrom('not_found', 'No such token.');
      return jsonFrom(accessTokenSchema, token);
    }),
  ];
}
