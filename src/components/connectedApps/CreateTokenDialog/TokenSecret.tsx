import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CreatedAccessToken } from '@/api/schema';
import { useCopyToClipboard, type CopyState } from '@/hooks/useCopyToClipboard';

const COPY_MESSAGES: Record<CopyState, string> = {
  idle: 'connectedApps.secret.copy',
  copied: 'connectedApps.secret.copied',
  failed: 'connectedApps.secret.copyFailed',
};

export interface TokenSecretProps {
  created: CreatedAccessToken;
  onDone: () => void;
}

/** The secret, this once: a read-only field, a copy button, and why it must be copied now. */
export function TokenSecret({ created, onDone }: TokenSecretProps) {
  const intl = useIntl();
  const { state: copy, copy: copyText } = useCopyToClipboard();
  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="warning">
          <FormattedMessage id="connectedApps.secret.warning" />
        </Alert>
        <TextField
          label={intl.formatMessage(
            { id: 'connectedApps.secret.label' },
            { name: created.token.name },
          )}
          value={created.secret}
          fullWidth
          slotProps={{
            htmlInput: {
              readOnly: true,
              spellCheck: false,
              dir: 'ltr',
              onFocus: (event: { target: HTMLInputElement }) => event.target.select(),
              sx: { fontFamily: 'monospace' },
            },
          }}
        />
        <Typography
          role="status"
          variant="body2"
          color={copy === 'failed' ? 'error' : 'text.secondary'}
        >
          {copy === 'idle' ? '' : intl.formatMessage({ id: COPY_MESSAGES[copy] })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => void copyText(created.secret)}
          startIcon={copy === 'copied' ? <Check /> : <ContentCopy />}
        >
          <FormattedMessage id="connectedApps.secret.copy" />
        </Button>
        <Button variant="contained" onClick={onDone}>
          <FormattedMessage id="connectedApps.secret.done" />
        </Button>
      </DialogActions>
    </>
  );
}
