import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { MCP_SERVER_LIMITS, type McpTool } from '@/api/schema/mcpServers';

export interface McpToolListProps {
  tools: readonly McpTool[];
  /** Tools the server offered beyond the cap, which the agent does not see. */
  omitted: number;
}

/** A server's tools as the agent sees them, each saying whether it runs or asks first. */
export function McpToolList({ tools, omitted }: McpToolListProps) {
  return (
    <Box component="ul" sx={{ m: 0, ps: 2.5, display: 'grid', gap: 0.5 }}>
      {tools.map((tool) => (
        <Box component="li" key={tool.agentName} sx={{ typography: 'body2' }}>
          <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {tool.name}
          </Box>
          {' · '}
          <Typography component="span" variant="body2" color="text.secondary">
            <FormattedMessage id={tool.readOnly ? 'agent.mcp.readOnly' : 'agent.mcp.asksFirst'} />
          </Typography>
          {tool.description && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                overflowWrap: 'anywhere',
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {tool.description}
            </Typography>
          )}
        </Box>
      ))}
      {omitted > 0 && (
        <Typography component="li" variant="body2" color="text.secondary">
          <FormattedMessage
            id="agent.mcp.omitted"
            values={{ count: omitted, limit: MCP_SERVER_LIMITS.toolsPerServer }}
          />
        </Typography>
      )}
    </Box>
  );
}
