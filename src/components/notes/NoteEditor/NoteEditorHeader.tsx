import Tooltip from '@mui/material/Tooltip';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import HistoryIcon from '@mui/icons-material/History';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SaveStatus, type SaveState } from '@/components/shared/SaveStatus';

export interface NoteEditorHeaderProps {
  saveState: SaveState;
  pinned: boolean;
  onTogglePin?: () => void;
  onArchive?: () => void;
  onTrash?: () => void;
  /** Opens the note's version history; absent for a note the server does not have yet. */
  onShowHistory?: () => void;
  /** Downloads the saved note as Markdown; absent for a note the server does not have yet. */
  onExport?: () => void;
  onClose: () => void;
}

/** One of the header's icon buttons, or none where the editor does not offer its action. */
function HeaderButton({
  labelId,
  icon,
  onClick,
  pressed,
  shortcut,
}: {
  labelId: string;
  icon: ReactNode;
  onClick?: () => void;
  pressed?: boolean;
  shortcut?: string;
}) {
  const intl = useIntl();
  if (!onClick) return null;
  const label = intl.formatMessage({ id: labelId });
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={pressed}
        aria-keyshortcuts={shortcut}
        onClick={onClick}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}

export function NoteEditorHeader({
  saveState,
  pinned,
  onTogglePin,
  onArchive,
  onTrash,
  onShowHistory,
  onExport,
  onClose,
}: NoteEditorHeaderProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Box sx={{ flex: 1 }}>
        <SaveStatus state={saveState} />
      </Box>
      <HeaderButton
        labelId="notes.editor.pin"
        icon={pinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
        pressed={pinned}
        onClick={onTogglePin}
      />
      <HeaderButton labelId="notes.history.open" icon={<HistoryIcon />} onClick={onShowHistory} />
      <HeaderButton labelId="notes.export.one" icon={<FileDownloadOutlined />} onClick={onExport} />
      <HeaderButton
        labelId="notes.action.archive"
        icon={<ArchiveOutlinedIcon />}
        onClick={onArchive}
      />
      <HeaderButton
        labelId="notes.action.trash"
        icon={<DeleteOutlineOutlinedIcon />}
        onClick={onTrash}
      />
      <HeaderButton
        labelId="notes.editor.close"
        icon={<CloseIcon />}
        shortcut="Escape"
        onClick={onClose}
      />
    </Box>
  );
}
