import Box from '@mui/material/Box';
import type { AccessToken, OAuthGrant } from '@/api/schema';
import { AccessTokenList, APP_GRANT_LABELS } from '@/components/connectedApps/AccessTokenList';
import { useListOAuthGrantsQuery } from '@/state/api/mcpOAuthApi';
import { RevokeConfirmation } from './RevokeConfirmation';
import { useGrantActions } from './useGrantActions';

/** A grant as the token list shows a token: the app's name in the token's place. */
const asListed = ({ clientName, ...grant }: OAuthGrant): AccessToken => ({
  ...grant,
  name: clientName,
});

/** The apps allowed through OAuth, under the tokens, revoked the same way (docs/mcp.md "OAuth"). */
export function AllowedApps() {
  const list = useListOAuthGrantsQuery();
  const actions = useGrantActions();
  return (
    <Box sx={{ mt: 4 }}>
      <AccessTokenList
        labels={APP_GRANT_LABELS}
        tokens={(list.data?.grants ?? []).map(asListed)}
        status={list.isLoading ? 'loading' : list.isError ? 'error' : 'ready'}
        error={list.error}
        onRetry={() => void list.refetch()}
        onRevoke={actions.askRevoke}
      />
      <RevokeConfirmation actions={actions} body="connectedApps.grants.revokeBody" />
    </Box>
  );
}
