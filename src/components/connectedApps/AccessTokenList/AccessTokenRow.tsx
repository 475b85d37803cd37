import KeyOffOutlined from '@mui/icons-material/KeyOffOutlined';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { AccessToken } from '@/api/schema';
import { ScopeChips } from '@/components/connectedApps/ScopeChips';
import { ManagedItemRow } from '@/components/shared/ManagedItems';

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
    <ManagedItemRow
      name={token.name}
      inactive={Boolean(token.revokedAt)}
      action={
        onRevoke && {
          label: intl.formatMessage({ id: 'connectedApps.revoke' }, { name: token.name }),
          icon: <KeyOffOutlined />,
          onClick: () => onRevoke(token),
        }
      }
    >
      <ScopeChips scopes={token.scopes} />
      <Typography variant="body2" color="text.secondary">
        {[intl.formatMessage({ id: createdLabel }, { date: date(token.createdAt) }), used, ended]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </ManagedItemRow>
  );
}
