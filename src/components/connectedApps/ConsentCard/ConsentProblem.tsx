import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { FormattedMessage } from 'react-intl';
import type { ConsentPageError } from '@/api/schema/mcpOAuth';

/**
 * Why a request cannot be answered: it expired or was answered, its link is incomplete, or
 * `/oauth/authorize` stopped it before it reached Quire (an unknown app, an unregistered return
 * address), when nothing may be sent back to the app.
 */
export type ConsentProblemKind = ConsentPageError | 'expired' | 'incomplete';

/** What the consent page shows instead of a request it cannot answer. */
export function ConsentProblem({ kind }: { kind: ConsentProblemKind }) {
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>
        <FormattedMessage id="connectedApps.consent.problemTitle" />
      </AlertTitle>
      <FormattedMessage id={`connectedApps.consent.problem.${kind}`} />
    </Alert>
  );
}
