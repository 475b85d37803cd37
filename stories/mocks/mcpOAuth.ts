import { http, type HttpHandler } from 'msw';
import {
  consentDecisionSchema,
  consentOutcomeSchema,
  consentParamsSchema,
  consentRequestSchema,
  fieldErrorsFromZod,
  OAUTH_PATHS,
  oauthGrantListSchema,
  oauthGrantParamsSchema,
  oauthGrantSchema,
  type AccessTokenScope,
  type ConsentDecision,
  type ConsentRequest,
  type OAuthGrant,
} from '@/api/schema';
import { AccountsStore } from './accountsStore';
import { apiUrl, bearerOf, bodyOf, errorFrom, jsonFrom } from './http';

// Node-safe on purpose (msw + the schema only): the server's contract test replays these.

/** A request `/oauth/authorize` saved, as the server keeps it until the user decides. */
export interface PendingConsent {
  id: string;
  clientName: string;
  redirectUri: string;
  scopes: AccessTokenScope[];
  state?: string;
}

export type OwnedGrant = OAuthGrant & { userId: string };

const EXPIRED = 'This request has expired or was already answered. Start again from the app.';

/**
 * Pending consent requests and OAuth grants in memory, as the server keeps them (docs/mcp.md
 * "OAuth"): a request is decided once; grants list live first then revoked, newest first.
 * Deterministic: ids count up, times derive from `now`.
 */
export class OAuthStore {
  private requests: PendingConsent[] = [];
  private grants: OwnedGrant[] = [];
  private counter = 0;

  constructor(
    private seed: { requests?: PendingConsent[]; grants?: OwnedGrant[] } = {},
    private now: () => Date = () => new Date('2026-03-02T09:30:00.000Z'),
  ) {
    this.restore();
  }

  restore(): void {
    this.requests = (this.seed.requests ?? []).map((request) => ({ ...request }));
    this.grants = (this.seed.grants ?? []).map((grant) => ({ ...grant }));
    this.counter = 0;
  }

  /** A request made after the start, as `/oauth/authorize` would (contract seeds). */
  addRequest(request: PendingConsent): void {
    this.requests.push(request);
  }

  describe(id: string): ConsentRequest | null {
    const request = this.requests.find((r) => r.id === id);
    if (!request) return null;
    const { redirectUri, state: _state, ...shown } = request;
    return { ...shown, redirectHost: new URL(redirectUri).host };
  }

  decide(userId: string, id: string, decision: ConsentDecision): string | null {
    const request = this.requests.find((r) => r.id === id);
    if (!request) return null;
    this.requests = this.requests.filter((r) => r !== request);
    const url = new URL(request.redirectUri);
    const scopes = request.scopes.filter((s) => decision.scopes?.includes(s) ?? true);
    if (request.state) url.searchParams.set('state', request.state);
    if (!decision.allow || scopes.length === 0) {
      url.searchParams.set('error', 'access_denied');
      return url.toString();
    }
    this.counter += 1;
    this.grants.push({
      id: `00000000-0000-4000-a000-${String(this.counter).padStart(12, '0')}`,
      clientName: request.clientName,
      scopes,
      createdAt: new Date(this.now().getTime() + this.counter * 1000).toISOString(),
      lastUsedAt: null,
      revokedAt: null,
      userId,
    });
    url.searchParams.set('code', `mock-code-${this.counter}`);
    return url.toString();
  }

  list(userId: string): OAuthGrant[] {
    const order = (g: OAuthGrant) => `${g.revokedAt ? 1 : 0}|${9e15 - Date.parse(g.createdAt)}`;
    return this.grants
      .filter((g) => g.userId === userId)
      .sort((a, b) => order(a).localeCompare(order(b)))
      .map(({ userId: _owner, ...grant }) => grant);
  }

  revoke(userId: string, id: string): OAuthGrant | null {
    const grant = this.grants.find((g) => g.id === id && g.userId === userId);
    if (!grant) return null;
    grant.revokedAt ??= this.now().toISOString();
    const { userId: _owner, ...rest } = grant;
    return rest;
  }
}

/** The consent page's and the grants' API answered from `store` for the users of `accounts`. */
export function oauthHandlers(accounts: AccountsStore, store = new OAuthStore()): HttpHandler[] {
  const signedIn = (request: Request) => accounts.userFor(bearerOf(request));
  const unauthorized = () => errorFrom('unauthorized', 'Not signed in');
  const invalid = (error: Parameters<typeof fieldErrorsFromZod>[0]) =>
    errorFrom('validation_failed', 'Invalid request', fieldErrorsFromZod(error));
  return [
    http.get(apiUrl(OAUTH_PATHS.consent), ({ request, params }) => {
      const user = signedIn(request);
      const id = consentParamsSchema.safeParse(params);
      if (!id.success) return invalid(id.error);
      if (!user) return unauthorized();
      const shown = store.describe(id.data.id);
      if (!shown) return errorFrom('not_found', EXPIRED);
      return jsonFrom(consentRequestSchema, shown);
    }),
    http.post(apiUrl(OAUTH_PATHS.decide), async ({ request, params }) => {
      const user = signedIn(request);
      const id = consentParamsSchema.safeParse(params);
      if (!id.success) return invalid(id.error);
      const body = consentDecisionSchema.safeParse(await bodyOf(request));
      if (!body.success) return invalid(body.error);
      if (!user) return unauthorized();
      const redirectTo = store.decide(user.id, id.data.id, body.data);
      if (!redirectTo) return errorFrom('not_found', EXPIRED);
      return jsonFrom(consentOutcomeSchema, { redirectTo });
    }),
    http.get(apiUrl(OAUTH_PATHS.grants), ({ request }) => {
      const user = signedIn(request);
      if (!user) return unauthorized();
      return jsonFrom(oauthGrantListSchema, { grants: store.list(user.id) });
    }),
    http.delete(apiUrl(OAUTH_PATHS.revokeGrant), ({ request, params }) => {
      const user = signedIn(request);
      const id = oauthGrantParamsSchema.safeParse(params);
      if (!id.success) return invalid(id.error);
      if (!user) return unauthorized();
      const grant = store.revoke(user.id, id.data.id);
      if (!grant) return errorFrom('not_found', 'No such app.');
      return jsonFrom(oauthGrantSchema, grant);
    }),
  ];
}
