import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Note } from '@/api/schema';
import { NoteVersionPreview } from '@/components/NoteVersionPreview';

export interface ConflictDialogProps {
  /** Renders in place instead of at the end of <body> (inline previews, screenshots). */
  disablePortal?: boolean;
  open: boolean;
  /** What this device was about to save. */
  mine: Pick<Note, 'title' | 'plainText'>;
  /** The note as the server has it now. */
  theirs: Note;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onCopyMine: () => void;
  busy?: boolean;
}

/**
 * The note changed elsewhere while it was being edited here. Every choice keeps both texts
 * reachable: keep mine overwrites theirs, take theirs drops mine, copy keeps both as two notes.
 */
export function ConflictDialog({
  open,
  mine,
  theirs,
  onKeepMine,
  onTakeTheirs,
  onCopyMine,
  busy = false,
  disablePortal,
}: ConflictDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    // No onClose: Escape or a click outside would leave the edit unsaved, so only a choice closes it.
    <Dialog
      open={open}
      disablePortal={disablePortal}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id="notes.conflict.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
          <FormattedMessage id="notes.conflict.description" />
        </DialogContentText>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <NoteVersionPreview
            labelId="notes.conflict.mine"
            title={mine.title}
            plainText={mine.plainText}
          />
          <NoteVersionPreview
            labelId="notes.conflict.theirs"
            title={theirs.title}
            plainText={theirs.plainText}
            updatedAt={theirs.updatedAt}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCopyMine} disabled={busy}>
          <FormattedMessage id="notes.conflict.copyMine" />
        </Button>
        <Button onClick={onTakeTheirs} disabled={busy}>
          <FormattedMessage id="notes.conflict.takeTheirs" />
        </Button>
        <Button onClick={onKeepMine} disabled={busy} variant="contained">
          <FormattedMessage id="notes.conflict.keepMine" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
