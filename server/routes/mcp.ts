import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_PREFIX, OAUTH_ACCESS_PREFIX } from '@/api/schema';
import type { AppContext } from '../context.ts';
import { HttpError } from '../errors.ts';
import type { TokenGrant } from '../services/accessTokens.ts';
import { createAgentActions } from '../services/agent/actions.ts';
import type { RateLimits } from '../services/rateLimits.ts';
import { createMcpServer } from '../services/mcp/mcpServer.ts';
import { requestOriginAllowed } from '../services/mcp/requestOrigin.ts';
import { issuerOf, OAUTH_ENDPOINTS } from '../services/oauth/oauthMetadata.ts';
import type { McpDeps } from '../services/mcp/toolContext.ts';

/** Where MCP clients connect (Streamable HTTP; docs/mcp.md). */
export const MCP_PATH = '/mcp';

const BEARER = new RegExp(
  `^Bearer ((?:${ACCESS_TOKEN_PREFIX}|${OAUTH_ACCESS_PREFIX})[A-Za-z0-9_-]{1,256})$`,
);

/** What the transport itself answers to a method it does not serve (a JSON-RPC error). */
function methodNotAllowed(reply: FastifyReply) {
  return reply
    .code(405)
    .header('Allow', 'POST')
    .send({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed.' }, id: null });
}

/**
 * `/mcp`: Quire as an MCP server, stateless (a server and a transport per request), for personal
 * access tokens and OAuth access tokens only. Checked in this order, each before any work: Host and Origin (DNS
 * rebinding), the bearer token (a web session is no token), the token's rate limit.
 */
export async function mcpRoutes(
  app: FastifyInstance,
  { context, rateLimits }: { context: AppContext; rateLimits: RateLimits },
) {
  const { accessTokens, oauth, config } = context;
  const deps: McpDeps = {
    db: context.db,
    notes: context.notes,
    calendars: context.calendars,
    calendarEvents: context.calendarEvents,
    files: context.files,
    assistant: context.assistant,
    search: context.search,
    actions: createAgentActions({
      db: context.db,
      notes: context.notes,
      calendarEvents: context.calendarEvents,
      calendars: context.calendars,
      search: context.search,
      assistant: context.assistant,
    }),
    log: app.log,
  };

  const grants = new WeakMap<FastifyRequest, TokenGrant>();

  /** Runs before the body is read: a refused request costs no parsing and no MCP work. */
  async function authorize(request: FastifyRequest, reply: FastifyReply) {
    const headers = { host: request.headers.host, origin: request.headers.origin };
    if (!requestOriginAllowed(headers, context.publicUrl()))
      throw new HttpError('forbidden', 'This Host or Origin may not use this server.');
    const secret = BEARER.exec(request.headers.authorization?.trim() ?? '')?.[1];
    const grant = !secret
      ? null
      : secret.startsWith(OAUTH_ACCESS_PREFIX)
        ? await oauth.tokens.authenticate(secret)
        : await accessTokens.authenticate(secret);
    if (!grant) {
      // RFC 9728 §5.1: an OAuth client finds the authorization server from here.
      const metadata = `${issuerOf(context.publicUrl())}${OAUTH_ENDPOINTS.protectedResource}${MCP_PATH}`;
      reply.header('WWW-Authenticate', `Bearer realm="quire", resource_metadata="${metadata}"`);
      throw new HttpError(
        'unauthorized',
        'A live personal access token or OAuth access token is required (Connected apps in Quire).',
      );
    }
    const hit = await rateLimits.hit(`mcp|${grant.tokenId}`, config.rateLimits.windowMs);
    if (hit.current > config.rateLimits.mcp) {
      const seconds = Math.ceil(hit.ttl / 1000);
      reply.header('Retry-After', String(seconds));
      throw new HttpError(
        'rate_limited',
        `Too many calls with this token. Try again in ${seconds} s.`,
      );
    }
    grants.set(request, grant);
  }

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const grant = grants.get(request)!;
    const server = createMcpServer({ grant, origin: context.publicUrl() }, deps);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    reply.hijack();
    // Hijacked: the security headers the hooks set so far are copied by hand.
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) reply.raw.setHeader(name, value);
    try {
      await transport.handleRequest(request.raw, reply.raw, request.body);
    } catch (error) {
      request.log.error({ err: error }, 'mcp request failed');
      if (!reply.raw.headersSent) reply.raw.writeHead(500).end();
    }
  }

  app.post(MCP_PATH, {
    schema: {
      tags: ['mcp'],
      summary: 'MCP (Streamable HTTP, stateless) for personal access tokens; docs/mcp.md',
    },
    onRequest: authorize,
    handler: answer,
  });
  // Stateless: no session to resume or end, so no GET stream and no DELETE.
  app.route({
    method: ['GET', 'DELETE'],
    url: MCP_PATH,
    schema: { hide: true },
    onRequest: authorize,
    handler: async (_request, reply) => methodNotAllowed(reply),
  });
}
