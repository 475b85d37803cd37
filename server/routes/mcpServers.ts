import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MCP_SERVER_CONTRACTS } from '@/api/schema';
import type { AppContext } from '../context.ts';
import { HttpError } from '../errors.ts';
import { declareRoutes } from './declareRoute.ts';

/** The MCP servers the signed-in user connects to the agent (docs/mcp.md). */
export const mcpServerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { mcpServers }) => {
  const route = declareRoutes(app, 'agent');
  route(MCP_SERVER_CONTRACTS.list, async (request) => ({
    servers: await mcpServers.list(request.user.id),
  }));
  route(MCP_SERVER_CONTRACTS.create, async (request, reply) =>
    reply.code(201).send({ server: await mcpServers.create(request.user.id, request.body) }),
  );
  route(MCP_SERVER_CONTRACTS.remove, async (request, reply) => {
    if (!(await mcpServers.remove(request.user.id, request.params.id)))
      throw new HttpError('not_found', 'No such server.');
    return reply.code(204).send();
  });
};
