import Paper from '@mui/material/Paper';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router-dom';
import { toApiError } from '@/api/client';
import { CONSENT_PAGE, CONSENT_PAGE_ERRORS, type ConsentPageError } from '@/api/schema/mcpOAuth';
import { ConsentCard, type ConsentProblemKind } from '@/components/connectedApps/ConsentCard';
import { useConsentRequestQuery, useDecideConsentMutation } from '@/state/api/mcpOAuthApi';

export interface ConnectAppPageProps {
  /** Where the browser goes with the answer; stories watch it instead of leaving. */
  leave?: (url: string) => void;
}

const stoppedBy = (value: string | null) =>
  CONSENT_PAGE_ERRORS.find((error): error is ConsentPageError => error === value);

/**
 * `/connect_app?request=<id>`: the consent page an MCP client's OAuth flow opens (docs/mcp.md
 * "OAuth"). Signed in like every shell page, so a signed-out visitor signs in and comes back.
 * The answer leaves Quire for the app's registered address.
 */
export function ConnectAppPage({
  leave = (url) => window.location.assign(url),
}: ConnectAppPageProps) {
  const [params] = useSearchParams();
  const id = params.get(CONSENT_PAGE.request);
  const stopped = stoppedBy(params.get(CONSENT_PAGE.error));
  const query = useConsentRequestQuery(id && !stopped ? id : skipToken);
  const [decide] = useDecideConsentMutation();
  // A 404 (expired or answered) or 400 (not an id) is no failure to retry: the request is gone.
  const status = query.isError ? toApiError(query.error).status : null;
  const gone = status === 404 || status === 400;
  const problem: ConsentProblemKind | undefined =
    stopped ?? (!id ? 'incomplete' : gone ? 'expired' : undefined);
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 600, mx: 'auto' }}>
      <ConsentCard
        request={query.data}
        problem={problem}
        status={query.isLoading ? 'loading' : query.isError ? 'error' : 'ready'}
        error={query.error}
        onRetry={() => void query.refetch()}
        onDecide={async (decision) => {
          if (!id) return;
          const { redirectTo } = await decide({ id, ...decision }).unwrap();
          leave(redirectTo);
        }}
      />
    </Paper>
  );
}
