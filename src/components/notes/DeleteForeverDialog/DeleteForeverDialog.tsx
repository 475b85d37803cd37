import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface DeleteForeverDialogProps {
  /** The note to delete; null closes the dialog. */
  title: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Deleting forever is the one step that cannot be undone, so it asks first. */
export function DeleteForeverDialog({ title, onConfirm, onCancel }: DeleteForeverDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={title !== null}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id="notes.delete.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>
          <FormattedMessage
            id="notes.delete.body"
            values={{ title: title || intl.formatMessage({ id: 'notes.untitled' }) }}
          />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>
          <FormattedMessage id="notes.delete.cancel" />
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          <FormattedMessage id="notes.delete.confirm" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
