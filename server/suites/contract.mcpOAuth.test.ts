import {
  consentDecisionPath,
  consentOutcomeSchema,
  consentPath,
  consentRequestSchema,
  OAUTH_PATHS,
  oauthGrantListSchema,
  oauthGrantPath,
  oauthGrantSchema,
  type OAuthGrantList,
} from '@/api/schema';
import { accountHandlers, AccountsStore } from '@stories/mocks/accounts.ts';
import { oauthHandlers, OAuthStore, type PendingConsent } from '@stories/mocks/mcpOAuth.ts';
import { sql } from '../db/index.ts';
import type { TestServer } from '../test/server.ts';
import {
  describeContract,
  registerStep,
  UNKNOWN_ID,
  type Memo,
  type Step,
} from '../test/contract.ts';

const accounts = new AccountsStore();
const store = new OAuthStore();

const PENDING: PendingConsent[] = [
  {
    id: '6a1f0c2e-1b7d-4c1e-9d3a-5b2e8f4c7a01',
    clientName: 'Claude',
    redirectUri: 'https://claude.ai/api/mcp/auth_callback',
    scopes: ['notes:read', 'calendar:read', 'ask'],
    state: 'st-1',
  },
  {
    id: '6a1f0c2e-1b7d-4c1e-9d3a-5b2e8f4c7a02',
    clientName: 'VS Code',
    redirectUri: 'http://127.0.0.1:33418/',
    scopes: ['notes:read', 'notes:write'],
  },
];

/** The pending requests as `/oauth/authorize` would have saved them (a PKCE challenge each). */
async function seedPending(server: TestServer) {
  for (const request of PENDING) {
    const client = await server.database.db.one<{ id: string }>(sql`
      INSERT INTO oauth_clients (name, redirect_uris)
      VALUES (${request.clientName}, ${[request.redirectUri]}) RETURNING id`);
    await server.database.db.execute(sql`
      INSERT INTO oauth_requests (id, client_id, redirect_uri, scopes, state, code_challenge, expires_at)
      VALUES (${request.id}, ${client.id}, ${request.redirectUri}, ${request.scopes},
        ${request.state ?? null}, ${'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'},
        now() + interval '10 minutes')`);
  }
}

const [claude, vscode] = PENDING as [PendingConsent, PendingConsent];
const firstGrant = (memo: Memo) => (memo.kept.grants as OAuthGrantList).grants[0]!.id;
const grants = (body: unknown) =>
  (body as OAuthGrantList).grants.map((g) => [g.clientName, g.scopes, g.revokedAt !== null]);
/** Where the browser goes: the same redirect URI, with a code or an error, and the state. */
const outcome = (body: unknown) => {
  const url = new URL((body as { redirectTo: string }).redirectTo);
  return [
    url.origin + url.pathname,
    url.searchParams.has('code'),
    url.searchParams.get('error'),
    url.searchParams.get('state'),
  ];
};

const STEPS: Step[] = [
  registerStep({
    name: 'Ada Consent',
    username: 'ada_consent',
    email: 'ada.consent@example.test',
    password: 'analytical-engine-1843',
  }),
  {
    name: 'a pending request as the consent page shows it',
    method: 'GET',
    path: consentPath(claude.id),
    auth: 'session',
    schema: consentRequestSchema,
    same: (body) => body,
    seed: {
      real: (server) => seedPending(server),
      mock: () => PENDING.forEach((request) => store.addRequest({ ...request })),
    },
  },
  { name: 'signed out', method: 'GET', path: consentPath(claude.id) },
  { name: 'unknown request', method: 'GET', path: consentPath(UNKNOWN_ID), auth: 'session' },
  { name: 'not an id', method: 'GET', path: consentPath('nope'), auth: 'session' },
  {
    name: 'a malformed decision',
    method: 'POST',
    path: consentDecisionPath(claude.id),
    auth: 'session',
    body: { allow: 'yes' },
  },
  {
    name: 'allow, keeping two of three scopes',
    method: 'POST',
    path: consentDecisionPath(claude.id),
    auth: 'session',
    body: { allow: true, scopes: ['notes:read', 'ask'] },
    schema: consentOutcomeSchema,
    same: outcome,
  },
  {
    name: 'decided once only',
    method: 'POST',
    path: consentDecisionPath(claude.id),
    auth: 'session',
    body: { allow: true },
  },
  { name: 'gone once decided', method: 'GET', path: consentPath(claude.id), auth: 'session' },
  {
    name: 'deny',
    method: 'POST',
    path: consentDecisionPath(vscode.id),
    auth: 'session',
    body: { allow: false },
    schema: consentOutcomeSchema,
    same: outcome,
  },
  {
    name: 'the allowed app is listed',
    method: 'GET',
    path: OAUTH_PATHS.grants,
    auth: 'session',
    schema: oauthGrantListSchema,
    same: grants,
    keepAs: 'grants',
  },
  {
    name: 'revoke, no such grant',
    method: 'DELETE',
    path: oauthGrantPath(UNKNOWN_ID),
    auth: 'session',
  },
  {
    name: 'revoke',
    method: 'DELETE',
    path: (memo) => oauthGrantPath(firstGrant(memo)),
    auth: 'session',
    schema: oauthGrantSchema,
    same: (body) => (body as { revokedAt: string | null }).revokedAt !== null,
  },
  {
    name: 'listed as revoked',
    method: 'GET',
    path: OAUTH_PATHS.grants,
    auth: 'session',
    schema: oauthGrantListSchema,
    same: grants,
  },
  { name: 'grants signed out', method: 'GET', path: OAUTH_PATHS.grants },
];

describeContract(
  'contract: the consent and OAuth grant mocks answer like the server',
  STEPS,
  () => {
    store.restore();
    return [...oauthHandlers(accounts, store), ...accountHandlers(accounts)];
  },
);
