import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { McpServer } from '@/api/schema/mcpServers';
import { ManagedItemRow } from '@/components/shared/ManagedItems';
import { McpToolList } from './McpToolList';

export interface McpServerRowProps {
  server: McpServer;
  onRemove: (server: McpServer) => void;
}

/** One server: its name and address, how Quire signs in (masked), and whether it works now. */
export function McpServerRow({ server, onRemove }: McpServerRowProps) {
  const intl = useIntl();
  const { status, auth } = server;
  const signIn =
    auth.kind === 'none'
      ? intl.formatMessage({ id: 'agent.mcp.auth.none' })
      : auth.kind === 'bearer'
        ? intl.formatMessage({ id: 'agent.mcp.auth.bearerMasked' }, { masked: auth.masked })
        : intl.formatMessage(
            { id: 'agent.mcp.auth.headerMasked' },
            { name: auth.name, masked: auth.masked },
          );
  return (
    <ManagedItemRow
      name={server.name}
      action={{
        label: intl.formatMessage({ id: 'agent.mcp.remove' }, { name: server.name }),
        icon: <DeleteOutline />,
        onClick: () => onRemove(server),
      }}
    >
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ overflowWrap: 'anywhere', direction: 'ltr', textAlign: 'start' }}
      >
        {server.url}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {signIn}
      </Typography>
      {status.state === 'connected' ? (
        <>
          <Chip
            size="small"
            color="success"
            variant="outlined"
            sx={{ justifySelf: 'start' }}
            label={
              <FormattedMessage id="agent.mcp.connected" values={{ count: status.tools.length }} />
            }
          />
          <McpToolList tools={status.tools} omitted={status.omitted} />
        </>
      ) : (
        <Typography variant="body2" color="error" role="status">
          <FormattedMessage id={`agent.mcp.failing.${status.error}`} />
        </Typography>
      )}
    </ManagedItemRow>
  );
}
