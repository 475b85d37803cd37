import DialogContent from '@mui/material/DialogContent';
import { FormattedMessage } from 'react-intl';
import { TitledDialog } from '@/components/shared/TitledDialog';
import { NoteHistoryPanel, type NoteHistoryPanelProps } from './NoteHistoryPanel';

export interface NoteHistoryDialogProps extends NoteHistoryPanelProps {
  open: boolean;
  onClose: () => void;
}

/** The history panel over the open editor, reached from its History button. */
export function NoteHistoryDialog({ open, onClose, ...panel }: NoteHistoryDialogProps) {
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      disablePortal={panel.disablePortal}
      maxWidth="md"
      title={<FormattedMessage id="notes.history.title" />}
      closeLabel={<FormattedMessage id="notes.history.close" />}
    >
      <DialogContent>
        <NoteHistoryPanel {...panel} />
      </DialogContent>
    </TitledDialog>
  );
}
