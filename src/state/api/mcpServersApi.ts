import type { CreateMcpServerRequest, CreatedMcpServer, McpServerList } from '@/api/schema';
import {
  MCP_SERVER_PATHS,
  mcpServerListSchema,
  mcpServerPath,
  createdMcpServerSchema,
} from '@/api/schema/mcpServers';
import { withListTag } from './featureApi';

const { api, list: SERVERS } = withListTag('McpServer');

/** The MCP servers the agent may use (docs/mcp.md "MCP servers in the agent"). */
export const mcpServersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMcpServers: build.query<McpServerList, void>({
      query: () => ({ url: MCP_SERVER_PATHS.list }),
      responseSchema: mcpServerListSchema,
      providesTags: [SERVERS],
    }),
    addMcpServer: build.mutation<CreatedMcpServer, CreateMcpServerRequest>({
      query: (data) => ({ url: MCP_SERVER_PATHS.create, method: 'POST', data }),
      responseSchema: createdMcpServerSchema,
      invalidatesTags: [SERVERS],
    }),
    removeMcpServer: build.mutation<void, string>({
      query: (id) => ({ url: mcpServerPath(id), method: 'DELETE' }),
      invalidatesTags: [SERVERS],
    }),
  }),
});

export const { useListMcpServersQuery, useAddMcpServerMutation, useRemoveMcpServerMutation } =
  mcpServersApi;
