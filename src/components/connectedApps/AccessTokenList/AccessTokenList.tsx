import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AccessToken } from '@/api/schema';
import { QueryStatus } from '@/components/shared/QueryStatus';
import { AccessTokenRow } from './AccessTokenRow';

export interface AccessTokenListProps {
  /** Every token of the user, live and revoked, as the server lists them. */
  tokens: readonly AccessToken[];
  status: 'loading' | 'error' | 'ready';
  /** Why the list could not be loaded. */
  error?: unknown;
  onRetry: () => void;
  /** Asks to revoke a live token (the page confirms first). */
  onRevoke: (token: AccessToken) => void;
  /** Override of the "still loading" threshold, for stories. */
  slowThresholdMs?: number;
}

const SKELETON = { rows: 3, rowHeight: 72 };

/** The tokens that may still reach `/mcp`, and apart from them, greyed, those revoked. */
export function AccessTokenList({
  tokens,
  status,
  error,
  onRetry,
  onRevoke,
  slowThresholdMs,
}: AccessTokenListProps) {
  const liveId = useId();
  const revokedId = useId();
  const live = tokens.filter((token) => !token.revokedAt);
  const revoked = tokens.filter((token) => token.revokedAt);
  return (
    <QueryStatus
      query={{ status, error, onRetry }}
      messages={{ loading: 'connectedApps.loading', error: 'connectedApps.loadFailed' }}
      skeleton={SKELETON}
      slowThresholdMs={slowThresholdMs}
    >
      <Box component="section" aria-labelledby={liveId}>
        <Typography id={liveId} variant="h6" component="h2">
          <FormattedMessage id="connectedApps.live" />
        </Typography>
        {live.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            <FormattedMessage id="connectedApps.none" />
          </Typography>
        ) : (
          <List aria-labelledby={liveId}>
            {live.map((token) => (
              <AccessTokenRow key={token.id} token={token} onRevoke={onRevoke} />
            ))}
          </List>
        )}
      </Box>
      {revoked.length > 0 && (
        <Box component="section" aria-labelledby={revokedId} sx={{ mt: 3 }}>
          <Typography id={revokedId} variant="subtitle1" component="h2" color="text.secondary">
            <FormattedMessage id="connectedApps.revokedList" />
          </Typography>
          <List aria-labelledby={revokedId} sx={{ bgcolor: 'action.hover', borderRadius: 1 }}>
            {revoked.map((token) => (
              <AccessTokenRow key={token.id} token={token} />
            ))}
          </List>
        </Box>
      )}
    </QueryStatus>
  );
}
