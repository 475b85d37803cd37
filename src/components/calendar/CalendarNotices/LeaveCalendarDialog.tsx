import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

export interface LeaveCalendarDialogProps {
  /** Whose calendar to leave; null closes the dialog. */
  ownerName: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Renders in place (screenshots). */
  disablePortal?: boolean;
}

/** Leaving cannot be taken back by the viewer alone (only the owner can share again), so it asks. */
export function LeaveCalendarDialog({
  ownerName,
  onConfirm,
  onCancel,
  busy,
  disablePortal,
}: LeaveCalendarDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={ownerName !== null}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      disablePortal={disablePortal}
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id="calendar.membership.leaveTitle" values={{ name: ownerName }} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>
          <FormattedMessage id="calendar.membership.leaveBody" values={{ name: ownerName }} />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>
          <FormattedMessage id="calendar.membership.cancel" />
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={busy}>
          <FormattedMessage id="calendar.membership.leaveConfirm" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
