import type { McpServer, McpTool } from '@/api/schema';

const tool = (server: string, name: string, readOnly: boolean, description: string): McpTool => ({
  name,
  agentName: `${name}_mcp_${server}`,
  description,
  readOnly,
});

/** What the mock servers offer, by host: a host not listed here cannot be reached. */
export const MOCK_MCP_HOSTS: Record<string, McpTool[]> = {
  'mcp.github.example': [
    tool('github', 'search_issues', true, 'Search issues and pull requests.'),
    tool('github', 'create_issue', false, 'Open an issue in a repository.'),
  ],
  'weather.example': [tool('weather', 'forecast', true, 'The forecast for a city.')],
};

const base = { createdAt: '2026-03-02T09:30:00.000Z' };

export const connectedServer: McpServer = {
  ...base,
  id: '00000000-0000-4000-8000-00000000a001',
  name: 'github',
  url: 'https://mcp.github.example/mcp',
  auth: { kind: 'bearer', masked: '••••9f3a' },
  status: { state: 'connected', tools: MOCK_MCP_HOSTS['mcp.github.example']!, omitted: 0 },
};

export const failingServer: McpServer = {
  ...base,
  id: '00000000-0000-4000-8000-00000000a002',
  name: 'intranet',
  url: 'https://10.0.0.12/mcp',
  auth: { kind: 'header', name: 'X-Api-Key', masked: '••••' },
  status: { state: 'failing', error: 'blocked_address' },
};

export const unreachableServer: McpServer = {
  ...base,
  id: '00000000-0000-4000-8000-00000000a003',
  name: 'home-lab',
  url: 'https://lab.example.net/mcp',
  auth: { kind: 'none' },
  status: { state: 'failing', error: 'unreachable' },
};

/** Long names and descriptions, and a server with more tools than the agent takes. */
export const longServer: McpServer = {
  ...base,
  id: '00000000-0000-4000-8000-00000000a004',
  name: 'x'.repeat(24),
  url: `https://mcp.example.com/${'very-long-path/'.repeat(12)}mcp`,
  auth: { kind: 'header', name: 'X-Organisation-Authorisation-Key', masked: '••••c0de' },
  status: {
    state: 'connected',
    omitted: 12,
    tools: [
      tool(
        'x'.repeat(24),
        'summarise_every_document_in_the_shared_drive',
        true,
        'word '.repeat(80),
      ),
      tool('x'.repeat(24), 'archive_projects', false, ''),
    ],
  },
};
