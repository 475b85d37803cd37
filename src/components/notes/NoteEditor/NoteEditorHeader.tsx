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

function HeaderButton({
  labelId,
  onClick,
  pressed,
  shortcut,
  children,
}: {
  labelId: string;
  onClick: () => void;
  pressed?: boolean;
  shortcut?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: labelId });
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={pressed}
        aria-keyshortcuts={shortcut}
        onClick={onClick}
      >
        {children}
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
      {onTogglePin ? (
        <HeaderButton labelId="notes.editor.pin" pressed={pinned} onClick={onTogglePin}>
          {pinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
        </HeaderButton>
      ) : null}
      {onShowHistory ? (
        <HeaderButton labelId="notes.history.open" onClick={onShowHistory}>
          <HistoryIcon />
        </HeaderButton>
      ) : null}
      {onExport ? (
        <HeaderButton labelId="notes.export.one" onClick={onExport}>
          <FileDownloadOutlined />
        </HeaderButton>
      ) : null}
      {onArchive ? (
        <HeaderButton labelId="notes.action.archive" onClick={onArchive}>
          <ArchiveOutlinedIcon />
        </HeaderButton>
      ) : null}
      {onTrash ? (
        <HeaderButton labelId="notes.action.trash" onClick={onTrash}>
          <DeleteOutlineOutlinedIcon />
        </HeaderButton>
      ) : null}
      <HeaderButton labelId="notes.editor.close" shortcut="Escape" onClick={onClose}>
        <CloseIcon />
      </HeaderButton>
    </Box>
  );
}
