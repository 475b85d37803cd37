import { FormattedMessage } from 'react-intl';
import type { CreateAccessTokenRequest, CreatedAccessToken } from '@/api/schema';
import { TitledDialog, type DialogFrameProps } from '@/components/shared/TitledDialog';
import { TokenForm } from './TokenForm';
import { TokenSecret } from './TokenSecret';

export interface CreateTokenDialogProps extends DialogFrameProps {
  /** Makes the token; rejects with the ApiError the server sent. */
  onCreate: (request: CreateAccessTokenRequest) => Promise<void>;
  /** The token just made, with its secret: shown instead of the form, this once. */
  created: CreatedAccessToken | null;
}

/**
 * A new token for an MCP client: its name and scopes, then its secret, shown once (Quire keeps
 * only its hash, docs/mcp.md). The form's state is new each time the dialog opens.
 */
export function CreateTokenDialog({ onCreate, created, ...frame }: CreateTokenDialogProps) {
  return (
    <TitledDialog
      {...frame}
      title={
        <FormattedMessage
          id={created ? 'connectedApps.secret.title' : 'connectedApps.form.title'}
        />
      }
    >
      {created ? (
        <TokenSecret created={created} onDone={frame.onClose} />
      ) : (
        <TokenForm onCreate={onCreate} onCancel={frame.onClose} />
      )}
    </TitledDialog>
  );
}
