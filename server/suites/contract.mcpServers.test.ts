import {
  MCP_SERVER_PATHS,
  createdMcpServerSchema,
  mcpServerListSchema,
  mcpServerPath,
  type CreatedMcpServer,
} from '@/api/schema';
import { accountHandlers, AccountsStore } from '@stories/mocks/accounts.ts';
import { mcpServerHandlers } from '@stories/mocks/mcpServers.ts';
import { describeContract, registerStep, type Memo, type Step } from '../test/contract.ts';

const made = (memo: Memo) => memo.kept.made as CreatedMcpServer;
const summary = (body: unknown) =>
  (body as { servers: CreatedMcpServer['server'][] }).servers.map((s) => [
    s.name,
    s.url,
    s.auth,
    s.status,
  ]);
const one = (body: unknown) => {
  const { server } = body as CreatedMcpServer;
  return [server.name, server.url, server.auth, server.status];
};

/** Addresses both backends judge without a network: plain http, and an internal address. */
const STEPS: Step[] = [
  registerStep({
    name: 'Ada Servers',
    username: 'ada_servers',
    email: 'ada.servers@example.test',
    password: 'analytical-engine-1843',
  }),
  {
    name: 'none yet',
    method: 'GET',
    path: MCP_SERVER_PATHS.list,
    auth: 'session',
    schema: mcpServerListSchema,
    same: summary,
  },
  {
    name: 'add, plain http to an outside host',
    method: 'POST',
    path: MCP_SERVER_PATHS.create,
    auth: 'session',
    body: {
      name: 'plain',
      url: 'http://mcp.example.com/mcp',
      auth: { kind: 'bearer', token: 'sk-live-0123456789abcd' },
    },
    schema: createdMcpServerSchema,
    keepAs: 'made',
    same: one,
  },
  {
    name: 'add, an internal address',
    method: 'POST',
    path: MCP_SERVER_PATHS.create,
    auth: 'session',
    body: {
      name: 'Intranet',
      url: 'https://169.254.169.254/mcp',
      auth: { kind: 'header', name: 'X-Api-Key', value: 'short' },
    },
    schema: createdMcpServerSchema,
    same: one,
  },
  {
    name: 'add, the name taken',
    method: 'POST',
    path: MCP_SERVER_PATHS.create,
    auth: 'session',
    body: { name: 'plain', url: 'https://10.1.2.3/mcp', auth: { kind: 'none' } },
  },
  {
    name: 'add, a name with spaces',
    method: 'POST',
    path: MCP_SERVER_PATHS.create,
    auth: 'session',
    body: { name: 'my server', url: 'https://10.1.2.3/mcp', auth: { kind: 'none' } },
  },
  {
    name: 'add, not an address',
    method: 'POST',
    path: MCP_SERVER_PATHS.create,
    auth: 'session',
    body: { name: 'nowhere', url: 'somewhere', auth: { kind: 'none' } },
  },
  {
    name: 'add, an empty token',
    method: 'POST',
    path: MCP_SERVER_PATHS.create,
    auth: 'session',
    body: { name: 'empty', url: 'https://10.1.2.3/mcp', auth: { kind: 'bearer', token: ' ' } },
  },
  {
    name: 'both listed by name, secrets masked',
    method: 'GET',
    path: MCP_SERVER_PATHS.list,
    auth: 'session',
    schema: mcpServerListSchema,
    same: summary,
  },
  {
    name: 'remove, no such server',
    method: 'DELETE',
    path: mcpServerPath('00000000-0000-4000-8000-0000000000ff'),
    auth: 'session',
  },
  { name: 'remove, not an id', method: 'DELETE', path: mcpServerPath('nope'), auth: 'session' },
  {
    name: 'remove',
    method: 'DELETE',
    path: (memo) => mcpServerPath(made(memo).server.id),
    auth: 'session',
  },
  {
    name: 'one left',
    method: 'GET',
    path: MCP_SERVER_PATHS.list,
    auth: 'session',
    schema: mcpServerListSchema,
    same: summary,
  },
  { name: 'signed out', method: 'GET', path: MCP_SERVER_PATHS.list },
];

describeContract('contract: the MCP server mocks answer like the server', STEPS, () => {
  const accounts = new AccountsStore();
  return [...mcpServerHandlers(accounts), ...accountHandlers(accounts)];
});
