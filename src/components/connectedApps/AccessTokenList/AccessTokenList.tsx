import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AccessToken } from '@/api/schema';
import { ManagedItemList } from '@/components/shared/ManagedItems';
import { QueryStatus, type QueryState } from '@/components/shared/QueryStatus';
import { AccessTokenRow } from './AccessTokenRow';

/** The list's words as message ids: the tokens' by default, the allowed apps' for OAuth grants. */
export interface AccessTokenListLabels {
  live: string;
  revokedList: string;
  none: string;
  loading: string;
  loadFailed: string;
  created: string;
}

const TOKEN_LABELS: AccessTokenListLabels = {
  live: 'connectedApps.live',
  revokedList: 'connectedApps.revokedList',
  none: 'connectedApps.none',
  loading: 'connectedApps.loading',
  loadFailed: 'connectedApps.loadFailed',
  created: 'connectedApps.created',
};

/** The words of the apps allowed through OAuth (docs/mcp.md "OAuth"), listed the same way. */
export const APP_GRANT_LABELS: AccessTokenListLabels = {
  live: 'connectedApps.grants.live',
  revokedList: 'connectedApps.grants.revokedList',
  none: 'connectedApps.grants.none',
  loading: 'connectedApps.grants.loading',
  loadFailed: 'connectedApps.grants.loadFailed',
  created: 'connectedApps.grants.created',
};

export interface AccessTokenListProps extends QueryState {
  /** Every token of the user, live and revoked, as the server lists them (or every grant). */
  tokens: readonly AccessToken[];
  labels?: AccessTokenListLabels;
  /** Asks to revoke a live token (the page confirms first). */
  onRevoke: (token: AccessToken) => void;
  /** Override of the "still loading" threshold, for stories. */
  slowThresholdMs?: number;
}

const SKELETON = { rows: 3, rowHeight: 72 };

/** The tokens that may still reach `/mcp`, and apart from them, greyed, those revoked. */
export function AccessTokenList({
  tokens,
  onRevoke,
  slowThresholdMs,
  labels = TOKEN_LABELS,
  ...query
}: AccessTokenListProps) {
  const liveId = useId();
  const revokedId = useId();
  const live = tokens.filter((token) => !token.revokedAt);
  const revoked = tokens.filter((token) => token.revokedAt);
  return (
    <QueryStatus
      query={query}
      messages={{ loading: labels.loading, error: labels.loadFailed }}
      skeleton={SKELETON}
      slowThresholdMs={slowThresholdMs}
    >
      <Box component="section" aria-labelledby={liveId}>
        <Typography id={liveId} variant="h6" component="h2">
          <FormattedMessage id={labels.live} />
        </Typography>
        <ManagedItemList labelledBy={liveId} noneId={labels.none}>
          {live.map((token) => (
            <AccessTokenRow
              key={token.id}
              token={token}
              onRevoke={onRevoke}
              createdLabel={labels.created}
            />
          ))}
        </ManagedItemList>
      </Box>
      {revoked.length > 0 && (
        <Box component="section" aria-labelledby={revokedId} sx={{ mt: 3 }}>
          <Typography id={revokedId} variant="subtitle1" component="h2" color="text.secondary">
            <FormattedMessage id={labels.revokedList} />
          </Typography>
          <List aria-labelledby={revokedId} sx={{ bgcolor: 'action.hover', borderRadius: 1 }}>
            {revoked.map((token) => (
              <AccessTokenRow key={token.id} token={token} createdLabel={labels.created} />
            ))}
          </List>
        </Box>
      )}
    </QueryStatus>
  );
}
