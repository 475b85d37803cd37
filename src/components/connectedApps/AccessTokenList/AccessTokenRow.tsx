import KeyOffOutlined from '@mui/icons-material/KeyOffOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { AccessToken } from '@/api/schema';
import { ScopeChips } from '@/components/connectedApps/ScopeChips';

export interface AccessTokenRowProps {
  token: AccessToken;
  /** Absent for a revoked token: there is nothing left to do with it. */
  onRevoke?: (token: AccessToken) => void;
  /** "Created {date}" for a token, "Allowed {date}" for an app's grant. */
  createdLabel?: string;
}

/** One token: its name, what it may do, when it was made and last used (or revoked). */
export function AccessTokenRow({
  token,
  onRevoke,
  createdLabel = 'connectedApps.created',
}: AccessTokenRowProps) {
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  const used = token.lastUsedAt
    ? intl.formatMessage({ id: 'connectedApps.lastUsed' }, { date: date(token.lastUsedAt) })
    : intl.formatMessage({ id: 'connectedApps.neverUsed' });
  const ended = token.revokedAt
    ? intl.formatMessage({ id: 'connectedApps.revokedOn' }, { date: date(token.revokedAt) })
    : null;
  return (
    <ListItem
      divider
      sx={{ alignItems: 'flex-start', pe: onRevoke ? 7 : 2 }}
      secondaryAction={
        onRevoke && (
          <IconButton
            edge="end"
            aria-label={intl.formatMessage({ id: 'connectedApps.revoke' }, { name: token.name })}
            onClick={() => onRevoke(token)}
          >
            <KeyOffOutlined />
          </IconButton>
        )
      }
    >
      <ListItemText
        primary={token.name}
        secondary={
          <Box sx={{ display: 'grid', gap: 0.75, mt: 0.5 }}>
            <ScopeChips scopes={token.scopes} />
            <Typography variant="body2" color="text.secondary">
              {[
                intl.formatMessage({ id: createdLabel }, { date: date(token.createdAt) }),
                used,
                ended,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        }
        slotProps={{
          primary: {
            sx: { overflowWrap: 'anywhere', fontWeight: 600 },
            color: token.revokedAt ? 'text.secondary' : 'text.primary',
          },
          secondary: { component: 'div' },
        }}
      />
    </ListItem>
  );
}
