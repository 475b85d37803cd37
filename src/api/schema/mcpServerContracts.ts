import { errorEnvelopeSchema } from './errors';
import {
  MCP_SERVER_PATHS,
  createMcpServerRequestSchema,
  createdMcpServerSchema,
  mcpServerListSchema,
  mcpServerParamsSchema,
} from './mcpServers';
import { noContent, type RouteContract } from './routeContract';

/** The MCP servers the signed-in user connects to the agent (docs/mcp.md). */
export const MCP_SERVER_CONTRACTS = {
  list: {
    method: 'GET',
    url: MCP_SERVER_PATHS.list,
    summary: 'Your MCP servers, each checked now: connected with its tools, or failing and why',
    answers: { 200: mcpServerListSchema },
  },
  create: {
    method: 'POST',
    url: MCP_SERVER_PATHS.create,
    summary: 'Connect an MCP server (Streamable HTTP); its secret is never sent back whole',
    body: createMcpServerRequestSchema,
    answers: {
      201: createdMcpServerSchema,
      409: errorEnvelopeSchema,
      422: errorEnvelopeSchema,
    },
  },
  remove: {
    method: 'DELETE',
    url: MCP_SERVER_PATHS.remove,
    summary: 'Disconnect an MCP server: the agent stops offering its tools',
    params: mcpServerParamsSchema,
    answers: { 204: noContent },
  },
} as const satisfies Record<string, RouteContract>;
