import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { toApiError, type ApiError } from '@/api/client';
import type { AccessTokenScope } from '@/api/schema/accessTokens';
import type { ConsentDecision, ConsentRequest } from '@/api/schema/mcpOAuth';
import { ScopeChoices } from '@/components/connectedApps/ScopeChoices';
import { FormErrorAlert } from '@/components/shared/FormErrorAlert';
import { QueryStatus, type QueryState } from '@/components/shared/QueryStatus';
import { SubmitButton } from '@/components/shared/SubmitButton';
import { ConsentProblem, type ConsentProblemKind } from './ConsentProblem';

export interface ConsentCardProps extends QueryState {
  request: ConsentRequest | undefined;
  /** Shown instead of the request when it cannot be answered. */
  problem?: ConsentProblemKind;
  /** Sends the decision; resolves as the browser leaves for the app, rejects with the failure. */
  onDecide: (decision: ConsentDecision) => Promise<void>;
  /** Override of the "still loading" threshold, for stories. */
  slowThresholdMs?: number;
}

const SKELETON = { rows: 4, rowHeight: 48 };

/**
 * The consent step of OAuth (docs/mcp.md "OAuth"): which app asks, where the answer goes, what it
 * may do in words (the user may keep fewer permissions), and Allow or Deny. Nothing is granted
 * until Allow is pressed.
 */
export function ConsentCard({
  request,
  problem,
  onDecide,
  slowThresholdMs,
  ...query
}: ConsentCardProps) {
  const titleId = useId();
  const [kept, setKept] = useState<readonly AccessTokenScope[] | null>(null);
  const [pending, setPending] = useState<'allow' | 'deny' | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  if (problem) return <ConsentProblem kind={problem} />;
  const scopes = kept ?? request?.scopes ?? [];

  async function decide(allow: boolean) {
    setPending(allow ? 'allow' : 'deny');
    setError(null);
    try {
      await onDecide(allow ? { allow, scopes: [...scopes] } : { allow });
      setLeaving(true);
    } catch (failure) {
      setError(toApiError(failure));
    } finally {
      setPending(null);
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void decide(true);
  };

  return (
    <QueryStatus
      query={query}
      messages={{
        loading: 'connectedApps.consent.loading',
        error: 'connectedApps.consent.loadFailed',
      }}
      skeleton={SKELETON}
      slowThresholdMs={slowThresholdMs}
    >
      {request && (
        <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
          <Typography
            id={titleId}
            variant="h4"
            component="h1"
            sx={{ overflowWrap: 'anywhere', mb: 2 }}
          >
            <FormattedMessage
              id="connectedApps.consent.title"
              values={{ client: request.clientName }}
            />
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <FormattedMessage
              id="connectedApps.consent.redirect"
              values={{
                host: request.redirectHost,
                strong: (text) => <strong dir="ltr">{text}</strong>,
              }}
            />
          </Typography>
          <ScopeChoices
            value={scopes}
            offered={request.scopes}
            onChange={setKept}
            legend="connectedApps.consent.scopes"
            error={
              scopes.length === 0 ? <FormattedMessage id="connectedApps.consent.noScope" /> : null
            }
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            <FormattedMessage id="connectedApps.consent.trust" />
          </Typography>
          <FormErrorAlert error={error} />
          {leaving ? (
            <Alert severity="info" role="status">
              <FormattedMessage
                id="connectedApps.consent.leaving"
                values={{ host: request.redirectHost }}
              />
            </Alert>
          ) : (
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
              <Button
                variant="outlined"
                size="large"
                disabled={pending !== null}
                aria-busy={pending === 'deny'}
                onClick={() => void decide(false)}
              >
                <FormattedMessage id="connectedApps.consent.deny" />
              </Button>
              <SubmitButton
                fullWidth={false}
                pending={pending === 'allow'}
                disabled={pending !== null || scopes.length === 0}
              >
                <FormattedMessage id="connectedApps.consent.allow" />
              </SubmitButton>
            </Stack>
          )}
        </Box>
      )}
    </QueryStatus>
  );
}
