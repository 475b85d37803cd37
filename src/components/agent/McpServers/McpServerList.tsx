import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { McpServer } from '@/api/schema/mcpServers';
import { ManagedItemList } from '@/components/shared/ManagedItems';
import { QueryStatus, type QueryState } from '@/components/shared/QueryStatus';
import { McpServerRow } from './McpServerRow';

export interface McpServerListProps extends QueryState {
  servers: readonly McpServer[];
  onAdd: () => void;
  /** Asks to remove a server (the page confirms first). */
  onRemove: (server: McpServer) => void;
  /** Override of the "still loading" threshold, for stories. */
  slowThresholdMs?: number;
}

const SKELETON = { rows: 2, rowHeight: 96 };

/**
 * The MCP servers whose tools the agent may use (docs/mcp.md "MCP servers in the agent"), each
 * as it answered just now: connected with its tools, or failing and why.
 */
export function McpServerList({
  servers,
  onAdd,
  onRemove,
  slowThresholdMs,
  ...query
}: McpServerListProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          <FormattedMessage id="agent.mcp.title" />
        </Typography>
        <Button startIcon={<Add />} variant="outlined" onClick={onAdd}>
          <FormattedMessage id="agent.mcp.add" />
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        <FormattedMessage id="agent.mcp.intro" />
      </Typography>
      <QueryStatus
        query={query}
        messages={{ loading: 'agent.mcp.loading', error: 'agent.mcp.loadFailed' }}
        skeleton={SKELETON}
        slowThresholdMs={slowThresholdMs}
      >
        <ManagedItemList labelledBy={headingId} noneId="agent.mcp.none">
          {servers.map((server) => (
            <McpServerRow key={server.id} server={server} onRemove={onRemove} />
          ))}
        </ManagedItemList>
      </QueryStatus>
    </Box>
  );
}
