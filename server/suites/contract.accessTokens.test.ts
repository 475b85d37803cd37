import {
  ACCESS_TOKEN_PATHS,
  accessTokenListSchema,
  accessTokenPath,
  accessTokenSchema,
  createdAccessTokenSchema,
  type CreatedAccessToken,
} from '@/api/schema';
import { accountHandlers, AccountsStore } from '@stories/mocks/accounts.ts';
import { accessTokenHandlers } from '@stories/mocks/accessTokens.ts';
import { describeContract, registerStep, type Memo, type Step } from '../test/contract.ts';

const made = (memo: Memo) => memo.kept.made as CreatedAccessToken;
const names = (body: unknown) =>
  (body as { tokens: { name: string; scopes: string[] }[] }).tokens.map((t) => [t.name, t.scopes]);

const STEPS: Step[] = [
  registerStep({
    name: 'Ada Tokens',
    username: 'ada_tokens',
    email: 'ada.tokens@example.test',
    password: 'analytical-engine-1843',
  }),
  {
    name: 'none yet',
    method: 'GET',
    path: ACCESS_TOKEN_PATHS.list,
    auth: 'session',
    schema: accessTokenListSchema,
    same: names,
  },
  {
    name: 'create',
    method: 'POST',
    path: ACCESS_TOKEN_PATHS.create,
    auth: 'session',
    body: { name: 'Claude Desktop', scopes: ['notes:read', 'calendar:read'] },
    schema: createdAccessTokenSchema,
    keepAs: 'made',
    same: (body) => {
      const { token } = body as CreatedAccessToken;
      return [token.name, token.scopes, token.lastUsedAt, token.revokedAt];
    },
  },
  {
    name: 'create another',
    method: 'POST',
    path: ACCESS_TOKEN_PATHS.create,
    auth: 'session',
    body: { name: 'VS Code', scopes: ['ask'] },
    schema: createdAccessTokenSchema,
  },
  {
    name: 'create, unknown scope',
    method: 'POST',
    path: ACCESS_TOKEN_PATHS.create,
    auth: 'session',
    body: { name: 'x', scopes: ['admin'] },
  },
  {
    name: 'create, no name',
    method: 'POST',
    path: ACCESS_TOKEN_PATHS.create,
    auth: 'session',
    body: { name: '', scopes: ['ask'] },
  },
  {
    name: 'several, newest first',
    method: 'GET',
    path: ACCESS_TOKEN_PATHS.list,
    auth: 'session',
    schema: accessTokenListSchema,
    same: names,
  },
  {
    name: 'revoke, no such token',
    method: 'DELETE',
    path: accessTokenPath('00000000-0000-4000-8000-0000000000ff'),
    auth: 'session',
  },
  {
    name: 'revoke, not an id',
    method: 'DELETE',
    path: accessTokenPath('nope'),
    auth: 'session',
  },
  {
    name: 'revoke',
    method: 'DELETE',
    path: (memo) => accessTokenPath(made(memo).token.id),
    auth: 'session',
    schema: accessTokenSchema,
    same: (body) => (body as { revokedAt: string | null }).revokedAt !== null,
  },
  {
    name: 'revoked listed last',
    method: 'GET',
    path: ACCESS_TOKEN_PATHS.list,
    auth: 'session',
    schema: accessTokenListSchema,
    same: names,
  },
  { name: 'signed out', method: 'GET', path: ACCESS_TOKEN_PATHS.list },
];

describeContract('contract: the Connected apps mocks answer like the server', STEPS, () => {
  const accounts = new AccountsStore();
  return [...accessTokenHandlers(accounts), ...accountHandlers(accounts)];
});
