import Hub from '@mui/icons-material/Hub';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { CodeBlock } from './CodeBlock';

export interface ExternalCallPreviewProps {
  server: string;
  tool: string;
  arguments: Record<string, unknown>;
}

/**
 * A call to a tool of another MCP server, shown whole before the user approves it: which
 * server, which tool, and every argument it would be sent (docs/mcp.md "Approvals").
 */
export function ExternalCallPreview({ server, tool, arguments: args }: ExternalCallPreviewProps) {
  return (
    <Card variant="outlined" sx={{ bgcolor: 'background.default' }}>
      <CardContent sx={{ display: 'flex', gap: 1.5, '&:last-child': { pb: 2 } }}>
        <Hub color="primary" aria-hidden />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="caption" color="text.secondary">
            <FormattedMessage id="agent.preview.external" />
          </Typography>
          <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
            <FormattedMessage id="agent.preview.externalTool" values={{ tool, server }} />
          </Typography>
          <CodeBlock text={JSON.stringify(args, null, 2)} />
        </Box>
      </CardContent>
    </Card>
  );
}
