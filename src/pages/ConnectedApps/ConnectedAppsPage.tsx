import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { AccessTokenList } from '@/components/connectedApps/AccessTokenList';
import { CreateTokenDialog } from '@/components/connectedApps/CreateTokenDialog';
import { useListAccessTokensQuery } from '@/state/api/accessTokensApi';
import { AllowedApps } from './AllowedApps';
import { RevokeConfirmation } from './RevokeConfirmation';
import { useTokenActions } from './useTokenActions';

/**
 * `/connected_apps`: the personal access tokens MCP clients use (docs/mcp.md "Tokens"), and the
 * apps allowed through OAuth.
 */
export function ConnectedAppsPage() {
  const list = useListAccessTokensQuery();
  const actions = useTokenActions();
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 1,
        }}
      >
        <Typography variant="h4" component="h1">
          <FormattedMessage id="connectedApps.title" />
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={actions.startCreate}>
          <FormattedMessage id="connectedApps.create" />
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <FormattedMessage id="connectedApps.intro" />
      </Typography>
      <AccessTokenList
        tokens={list.data?.tokens ?? []}
        status={list.isLoading ? 'loading' : list.isError ? 'error' : 'ready'}
        error={list.error}
        onRetry={() => void list.refetch()}
        onRevoke={actions.askRevoke}
      />
      <CreateTokenDialog
        open={actions.creating}
        onClose={actions.closeCreate}
        onCreate={actions.create}
        created={actions.created}
      />
      <RevokeConfirmation actions={actions} body="connectedApps.revokeBody" />
      <AllowedApps />
    </Paper>
  );
}
