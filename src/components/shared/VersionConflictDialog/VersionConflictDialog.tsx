import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { TitledDialog } from '@/components/shared/TitledDialog';

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
export function VersionConflictDialog(props: VersionConflictDialogProps) {
  const {
    titleMessageId,
    descriptionMessageId,
    mine,
    theirs,
    choices,
    busy = false,
    ...frame
  } = props;
  return (
    <TitledDialog
      {...frame}
      maxWidth="md"
      title={<FormattedMessage id={titleMessageId} />}
      description={<FormattedMessage id={descriptionMessageId} />}
      actions={choices.map(({ messageId, onChoose, primary }) => (
        <Button
          key={messageId}
          onClick={onChoose}
          disabled={busy}
          variant={primary ? 'contained' : undefined}
        >
          <FormattedMessage id={messageId} />
        </Button>
      ))}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {mine}
        {theirs}
      </Box>
    </TitledDialog>
  );
}
