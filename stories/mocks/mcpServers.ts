import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  MCP_SERVER_LIMITS,
  MCP_SERVER_PATHS,
  createMcpServerRequestSchema,
  fieldErrorsFromZod,
  mcpServerListSchema,
  mcpServerParamsSchema,
  createdMcpServerSchema,
  type CreateMcpServerRequest,
  type McpServer,
} from '@/api/schema';
import { AccountsStore } from './accountsStore';
import { apiUrl, bearerOf, bodyOf, errorFrom, jsonFrom } from './http';
import { MOCK_MCP_HOSTS } from './mcpServerFixtures';

// Node-safe on purpose (msw + the schema only): the server's contract test replays these.

/** Private, loopback and link-local IPv4 literals, and localhost: the server refuses them. */
const INTERNAL_HOST = /^(localhost|127\.|10\.|192\.168\.|169\.254\.|172\.(1[6-9]|2\d|3[01])\.|\[)/;

/** The status the server would find, without a network: by the same address rule, then by host. */
function statusOf(url: string, server: string): McpServer['status'] {
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'https:') return { state: 'failing', error: 'insecure_url' };
  if (INTERNAL_HOST.test(hostname)) return { state: 'failing', error: 'blocked_address' };
  const tools = MOCK_MCP_HOSTS[hostname];
  if (!tools) return { state: 'failing', error: 'unreachable' };
  return {
    state: 'connected',
    omitted: 0,
    tools: tools.map((tool) => ({ ...tool, agentName: `${tool.name}_mcp_${server}` })),
  };
}

const masked = (secret: string) => `••••${secret.length >= 12 ? secret.slice(-4) : ''}`;

/**
 * The user's MCP servers in memory, as the server keeps them (docs/mcp.md): ordered by name,
 * secrets shown masked, the status found by `statusOf`. Ids count up.
 */
export class McpServersStore {
  private servers: (McpServer & { userId: string })[] = [];
  private counter = 0;

  constructor(private seed: (McpServer & { userId: string })[] = []) {
    this.restore();
  }

  restore(): void {
    this.servers = this.seed.map((server) => ({ ...server }));
    this.counter = 0;
  }

  list(userId: string): McpServer[] {
    return this.servers
      .filter((s) => s.userId === userId)
      .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()))
      .map(({ userId: _owner, ...server }) => server);
  }

  create(userId: string, input: CreateMcpServerRequest): McpServer | 'taken' | 'full' {
    const mine = this.list(userId);
    if (mine.length >= MCP_SERVER_LIMITS.perUser) return 'full';
    if (mine.some((s) => s.name === input.name)) return 'taken';
    this.counter += 1;
    const { auth } = input;
    const server: McpServer = {
      id: `00000000-0000-4000-8000-${String(this.counter).padStart(12, '0')}`,
      name: input.name,
      url: input.url,
      auth:
        auth.kind === 'bearer'
          ? { kind: 'bearer', masked: masked(auth.token) }
          : auth.kind === 'header'
            ? { kind: 'header', name: auth.name, masked: masked(auth.value) }
            : { kind: 'none' },
      createdAt: new Date(Date.UTC(2026, 2, 2, 9, 30, this.counter)).toISOString(),
      status: statusOf(input.url, input.name),
    };
    this.servers.push({ ...server, userId });
    return server;
  }

  remove(userId: string, id: string): boolean {
    const before = this.servers.length;
    this.servers = this.servers.filter((s) => !(s.id === id && s.userId === userId));
    return this.servers.length < before;
  }
}

/** The agent's MCP servers API answered from `servers` for the users of `accounts`. */
export function mcpServerHandlers(
  accounts: AccountsStore,
  servers = new McpServersStore(),
): HttpHandler[] {
  const signedIn = (request: Request) => accounts.userFor(bearerOf(request));
  const unauthorized = () => errorFrom('unauthorized', 'Not signed in');
  return [
    http.get(apiUrl(MCP_SERVER_PATHS.list), ({ request }) => {
      const user = signedIn(request);
      if (!user) return unauthorized();
      return jsonFrom(mcpServerListSchema, { servers: servers.list(user.id) });
    }),
    http.post(apiUrl(MCP_SERVER_PATHS.create), async ({ request }) => {
      const user = signedIn(request);
      const body = createMcpServerRequestSchema.safeParse(await bodyOf(request));
      // The server validates before it authenticates: a bad body is a 400 even signed out.
      if (!body.success)
        return errorFrom('validation_failed', 'Invalid request', fieldErrorsFromZod(body.error));
      if (!user) return unauthorized();
      const created = servers.create(user.id, body.data);
      if (created === 'full')
        return errorFrom('unprocessable', 'Remove a server before adding another.');
      if (created === 'taken')
        return errorFrom('conflict', 'You already have a server with this name.', {
          name: 'taken',
        });
      return jsonFrom(createdMcpServerSchema, { server: created }, { status: 201 });
    }),
    http.delete(apiUrl(MCP_SERVER_PATHS.remove), ({ request, params }) => {
      const user = signedIn(request);
      const id = mcpServerParamsSchema.safeParse(params);
      if (!id.success)
        return errorFrom('validation_failed', 'Invalid request', fieldErrorsFromZod(id.error));
      if (!user) return unauthorized();
      if (!servers.remove(user.id, id.data.id)) return errorFrom('not_found', 'No such server.');
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
