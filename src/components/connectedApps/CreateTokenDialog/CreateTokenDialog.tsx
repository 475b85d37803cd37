import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CreateAccessTokenRequest, CreatedAccessToken } from '@/api/schema';
import { TokenForm } from './TokenForm';
import { TokenSecret } from './TokenSecret';

export interface CreateTokenDialogProps {
  open: boolean;
  onClose: () => void;
  /** Makes the token; rejects with the ApiError the server sent. */
  onCreate: (request: CreateAccessTokenRequest) => Promise<void>;
  /** The token just made, with its secret: shown instead of the form, this once. */
  created: CreatedAccessToken | null;
  /** Renders in place (screenshots). */
  disablePortal?: boolean;
}

/**
 * A new token for an MCP client: its name and scopes, then its secret, shown once (Quire keeps
 * only its hash, docs/mcp.md). The form's state is new each time the dialog opens.
 */
export function CreateTokenDialog({
  open,
  onClose,
  onCreate,
  created,
  disablePortal,
}: CreateTokenDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      disablePortal={disablePortal}
    >
      <DialogTitle id={titleId}>
        <FormattedMessage
          id={created ? 'connectedApps.secret.title' : 'connectedApps.form.title'}
        />
      </DialogTitle>
      {created ? (
        <TokenSecret created={created} onDone={onClose} />
      ) : (
        <TokenForm onCreate={onCreate} onCancel={onClose} />
      )}
    </Dialog>
  );
}
