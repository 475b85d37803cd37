import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NoteVersionPreview } from '@/components/shared/NoteVersionPreview';

export interface DraftRecoveryDialogProps {
  open: boolean;
  title: string;
  plainText: string;
  /** When the unsaved change was made (ISO). */
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back work that never reached the server (a 401, a lost connection, a closed tab). */
export function DraftRecoveryDialog({
  open,
  title,
  plainText,
  savedAt,
  onRestore,
  onDiscard,
}: DraftRecoveryDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const bodyId = useId();
  const name = title || intl.formatMessage({ id: 'notes.untitled' });
  return (
    // No onClose: dismissing by accident would drop the only copy.
    <Dialog open={open} aria-labelledby={titleId} aria-describedby={bodyId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        <FormattedMessage id="notes.draft.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId} sx={{ mb: 2 }}>
          <FormattedMessage
            id="notes.draft.body"
            values={{ title: name, when: new Date(savedAt) }}
          />
        </DialogContentText>
        <NoteVersionPreview labelId="notes.conflict.mine" title={title} plainText={plainText} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onDiscard} color="error">
          <FormattedMessage id="notes.draft.discard" />
        </Button>
        <Button onClick={onRestore} variant="contained">
          <FormattedMessage id="notes.draft.restore" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
