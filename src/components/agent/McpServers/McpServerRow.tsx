import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { McpServer } from '@/api/schema/mcpServers';
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
    <ListItem
      divider
      sx={{ alignItems: 'flex-start', pe: 7 }}
      secondaryAction={
        <IconButton
          edge="end"
          aria-label={intl.formatMessage({ id: 'agent.mcp.remove' }, { name: server.name })}
          onClick={() => onRemove(server)}
        >
          <DeleteOutline />
        </IconButton>
      }
    >
      <ListItemText
        primary={server.name}
        secondary={
          <Box sx={{ display: 'grid', gap: 0.75, mt: 0.5 }}>
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
                    <FormattedMessage
                      id="agent.mcp.connected"
                      values={{ count: status.tools.length }}
                    />
                  }
                />
                <McpToolList tools={status.tools} omitted={status.omitted} />
              </>
            ) : (
              <Typography variant="body2" color="error" role="status">
                <FormattedMessage id={`agent.mcp.failing.${status.error}`} />
              </Typography>
            )}
          </Box>
        }
        slotProps={{
          primary: { sx: { overflowWrap: 'anywhere', fontWeight: 600 } },
          secondary: { component: 'div' },
        }}
      />
    </ListItem>
  );
}
