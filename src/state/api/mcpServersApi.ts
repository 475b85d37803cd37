import type { CreateMcpServerRequest, CreatedMcpServer, McpServerList } from '@/api/schema';
import {
  MCP_SERVER_PATHS,
  mcpServerListSchema,
  mcpServerPath,
  createdMcpServerSchema,
} from '@/api/schema/mcpServers';
import { managedItems } from './featureApi';

const servers = managedItems('McpServer', { list: MCP_SERVER_PATHS.list, one: mcpServerPath });

/** The MCP servers the agent may use (docs/mcp.md "MCP servers in the agent"). */
export const mcpServersApi = servers.api.injectEndpoints({
  endpoints: (build) => ({
    listMcpServers: build.query<McpServerList, void>(
      servers.list({ responseSchema: mcpServerListSchema }),
    ),
    addMcpServer: build.mutation<CreatedMcpServer, CreateMcpServerRequest>(
      servers.create({ responseSchema: createdMcpServerSchema }),
    ),
    removeMcpServer: build.mutation<void, string>(servers.remove({})),
  }),
});

export const { useListMcpServersQuery, useAddMcpServerMutation, useRemoveMcpServerMutation } =
  mcpServersApi;
