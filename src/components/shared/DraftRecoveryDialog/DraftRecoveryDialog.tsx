import Button from '@mui/material/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { NoteVersionPreview } from '@/components/shared/NoteVersionPreview';
import { TitledDialog } from '@/components/shared/TitledDialog';

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
export function DraftRecoveryDialog(props: DraftRecoveryDialogProps) {
  const { open, title, plainText, savedAt, onRestore, onDiscard } = props;
  const intl = useIntl();
  const name = title || intl.formatMessage({ id: 'notes.untitled' });
  return (
    // No onClose: dismissing by accident would drop the only copy.
    <TitledDialog
      open={open}
      title={<FormattedMessage id="notes.draft.title" />}
      description={
        <FormattedMessage id="notes.draft.body" values={{ title: name, when: new Date(savedAt) }} />
      }
      actions={
        <>
          <Button onClick={onDiscard} color="error">
            <FormattedMessage id="notes.draft.discard" />
          </Button>
          <Button onClick={onRestore} variant="contained">
            <FormattedMessage id="notes.draft.restore" />
          </Button>
        </>
      }
    >
      <NoteVersionPreview labelId="notes.conflict.mine" title={title} plainText={plainText} />
    </TitledDialog>
  );
}
