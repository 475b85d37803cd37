import { errorEnvelopeSchema } from './errors';
import {
  MCP_SERVER_PATHS,
  createMcpServerRequestSchema,
  createdMcpServerSchema,
  mcpServerListSchema,
  mcpServerParamsSchema,
} from './mcpServers';
import { createRoute, deleteRoute, readRoute, type RouteContract } from './routeContract';

/** The MCP servers the signed-in user connects to the agent (docs/mcp.md). */
export const MCP_SERVER_CONTRACTS = {
  list: readRoute(
    MCP_SERVER_PATHS.list,
    'Your MCP servers, each checked now: connected with its tools, or failing and why',
    mcpServerListSchema,
  ),
  create: createRoute(
    MCP_SERVER_PATHS.create,
    'Connect an MCP server (Streamable HTTP); its secret is never sent back whole',
    createdMcpServerSchema,
    { body: createMcpServerRequestSchema },
    { 409: errorEnvelopeSchema, 422: errorEnvelopeSchema },
  ),
  remove: deleteRoute(
    MCP_SERVER_PATHS.remove,
    'Disconnect an MCP server: the agent stops offering its tools',
    { params: mcpServerParamsSchema },
  ),
} as const satisfies Record<string, RouteContract>;
