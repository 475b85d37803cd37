import type { ToolDefinition } from '../assistant/model.ts';
import {
  openMcpConnection,
  type McpClientLimits,
  type McpConnection,
} from '../mcpClient/mcpConnection.ts';
import type { StoredMcpServer } from '../mcpClient/mcpServers.ts';
import { agentToolName } from '../mcpClient/toolNames.ts';

/** A schema larger than this is replaced by "an object": a hostile server cannot fill the prompt. */
const SCHEMA_CHARS = 8_000;

/** One tool of a user's MCP server, as the run calls it. */
export interface ExternalTool {
  server: string;
  tool: string;
  readOnly: boolean;
  connection: McpConnection;
}

/** The connected servers' tools for one answer: what the model is offered, and how to call each. */
export interface ExternalToolbox {
  definitions: ToolDefinition[];
  find(agentName: string): ExternalTool | undefined;
  close(): Promise<void>;
}

function parametersOf(schema: object): object {
  const text = JSON.stringify(schema);
  return text.length <= SCHEMA_CHARS ? schema : { type: 'object' };
}

/**
 * Connects to each of the user's servers for one answer, in parallel; a server that fails is
 * left out of this answer (its status in the settings says why), never fatal to it.
 */
export async function openExternalToolbox(
  servers: StoredMcpServer[],
  limits: McpClientLimits,
): Promise<ExternalToolbox> {
  const opened = await Promise.allSettled(
    servers.map(async (server) => ({
      server,
      connection: await openMcpConnection(server, limits),
    })),
  );
  const tools = new Map<string, ExternalTool>();
  const definitions: ToolDefinition[] = [];
  const connections: McpConnection[] = [];
  for (const outcome of opened) {
    if (outcome.status !== 'fulfilled') continue;
    const { server, connection } = outcome.value;
    connections.push(connection);
    for (const tool of connection.tools) {
      const name = agentToolName(tool.name, server.name);
      if (tools.has(name)) continue;
      tools.set(name, {
        server: server.name,
        tool: tool.name,
        readOnly: tool.readOnly,
        connection,
      });
      const asks = tool.readOnly ? '' : ' The user is asked to approve each call first.';
      definitions.push({
        type: 'function',
        function: {
          name,
          description: `${tool.description} (MCP server "${server.name}".${asks})`,
          parameters: parametersOf(tool.inputSchema),
        },
      });
    }
  }
  return {
    definitions,
    find: (agentName) => tools.get(agentName),
    close: async () => {
      await Promise.all(connections.map((connection) => connection.close()));
    },
  };
}

/** A run without servers (no model, or none connected). */
export const NO_EXTERNAL_TOOLS: ExternalToolbox = {
  definitions: [],
  find: () => undefined,
  close: async () => undefined,
};
