import Tooltip from '@mui/material/Tooltip';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import RestoreFromTrashOutlinedIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import IconButton from '@mui/material/IconButton';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { NoteAction } from './noteActions';

const ICONS: Record<NoteAction, ReactElement> = {
  pin: <PushPinOutlinedIcon fontSize="small" />,
  unpin: <PushPinIcon fontSize="small" />,
  archive: <ArchiveOutlinedIcon fontSize="small" />,
  unarchive: <UnarchiveOutlinedIcon fontSize="small" />,
  trash: <DeleteOutlineIcon fontSize="small" />,
  restore: <RestoreFromTrashOutlinedIcon fontSize="small" />,
  deleteForever: <DeleteForeverOutlinedIcon fontSize="small" />,
};

export interface NoteActionButtonProps {
  action: NoteAction;
  /** The note's title, so each button's name says which note it acts on. */
  noteTitle: string;
  onClick: () => void;
  disabled?: boolean;
}

export function NoteActionButton({ action, noteTitle, onClick, disabled }: NoteActionButtonProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: `notes.action.${action}` });
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        disabled={disabled}
        aria-label={intl.formatMessage(
          { id: 'notes.action.onNote' },
          { action: label, title: noteTitle },
        )}
        aria-pressed={action === 'pin' || action === 'unpin' ? action === 'unpin' : undefined}
        onClick={(event) => {
          event.stopPropagation();
          onClick();
        }}
      >
        {ICONS[action]}
      </IconButton>
    </Tooltip>
  );
}
