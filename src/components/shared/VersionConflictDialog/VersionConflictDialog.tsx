import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** One way out of the conflict; the primary one is the last and filled. */
export interface ConflictChoice {
  messageId: string;
  onChoose: () => void;
  primary?: boolean;
}

export interface VersionConflictDialogProps {
  open: boolean;
  /** Renders in place instead of at the end of <body> (inline previews, screenshots). */
  disablePortal?: boolean;
  titleMessageId: string;
  descriptionMessageId: string;
  /** This device's version, rendered (a NoteVersionPreview). */
  mine: ReactNode;
  /** The server's version, rendered the same way. */
  theirs: ReactNode;
  choices: ConflictChoice[];
  busy?: boolean;
}

/**
 * Something changed elsewhere while it was being edited here: both versions side by side. It has
 * no onClose, because Escape or a click outside would leave the edit unsaved: only a choice closes
 * it, so neither version is lost by accident.
 */
export function VersionConflictDialog({
  open,
  disablePortal,
  titleMessageId,
  descriptionMessageId,
  mine,
  theirs,
  choices,
  busy = false,
}: VersionConflictDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      disablePortal={disablePortal}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id={titleMessageId} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
          <FormattedMessage id={descriptionMessageId} />
        </DialogContentText>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {mine}
          {theirs}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {choices.map(({ messageId, onChoose, primary }) => (
          <Button
            key={messageId}
            onClick={onChoose}
            disabled={busy}
            variant={primary ? 'contained' : undefined}
          >
            <FormattedMessage id={messageId} />
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
