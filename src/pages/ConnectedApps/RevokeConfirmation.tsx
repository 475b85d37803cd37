import { FormattedMessage } from 'react-intl';
import type { AccessToken } from '@/api/schema';
import { ConfirmDialog } from '@/components/shared/ConfirmDialog';
import type { useRevokeConfirmation } from './useRevokeConfirmation';

export interface RevokeConfirmationProps {
  actions: ReturnType<typeof useRevokeConfirmation<AccessToken>>;
  /** What revoking does, as a message id (given `name`): a token's words or an app's. */
  body: string;
}

/** The question before a token or an allowed app is revoked: it cannot be undone. */
export function RevokeConfirmation({ actions, body }: RevokeConfirmationProps) {
  const name = actions.revoking?.name ?? '';
  return (
    <ConfirmDialog
      open={actions.confirming}
      title={<FormattedMessage id="connectedApps.revokeTitle" values={{ name }} />}
      body={<FormattedMessage id={body} values={{ name }} />}
      cancelLabel={<FormattedMessage id="connectedApps.revokeCancel" />}
      confirmLabel={<FormattedMessage id="connectedApps.revokeConfirm" />}
      onConfirm={() => void actions.confirmRevoke()}
      onCancel={actions.cancelRevoke}
      busy={actions.revokeBusy}
    />
  );
}
