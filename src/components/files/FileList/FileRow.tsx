import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DriveFileRenameOutlineRounded from '@mui/icons-material/DriveFileRenameOutlineRounded';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ListItem from '@mui/material/ListItem';
import ListItemButton, { listItemButtonClasses } from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { StoredFile } from '@/api/schema';
import { isPendingFile } from '@/api/schema/filesConstants';
import { FileKindIcon } from './FileKindIcon';
import { FileRenameField } from './FileRenameField';
import { formatFileSize } from '@/i18n/fileSize';
import { FileStatusChip } from './FileStatusChip';
import { fileStatusLabel } from './fileStatusLabel';

export interface FileRowProps {
  file: StoredFile;
  selected: boolean;
  onOpen: (id: string) => void;
  onRename: (id: string, name: string) => Promise<void>;
  /** Deleting a queued or indexing file stops its indexing too. */
  onDelete: (id: string) => void;
}

/** One file: open it, see where indexing is, rename it in place, delete it (or stop indexing). */
export function FileRow({ file, selected, onOpen, onRename, onDelete }: FileRowProps) {
  const intl = useIntl();
  const [renaming, setRenaming] = useState(false);
  const name = { name: file.name };
  const pending = isPendingFile(file.status);
  const status = fileStatusLabel(file);
  const meta = [
    intl.formatMessage({ id: `files.kind.${file.kind}` }),
    formatFileSize(intl, file.size),
    ...(file.pages ? [intl.formatMessage({ id: 'files.list.pages' }, { count: file.pages })] : []),
    intl.formatMessage(
      { id: 'files.list.uploadedAt' },
      { date: intl.formatDate(file.uploadedAt, { dateStyle: 'medium', timeStyle: 'short' }) },
    ),
  ].join(' · ');

  if (renaming) {
    return (
      <ListItem sx={{ py: 1 }}>
        <FileRenameField
          name={file.name}
          onCancel={() => setRenaming(false)}
          onSave={async (next) => {
            await onRename(file.id, next);
            setRenaming(false);
          }}
        />
      </ListItem>
    );
  }
  return (
    <ListItem
      disablePadding
      // Room for both actions: MUI's own rule for a button beside a secondary action (48 px, one
      // action) outranks a padding set on the button itself.
      sx={{ [`& > .${listItemButtonClasses.root}`]: { pr: 14 } }}
      secondaryAction={
        <Box sx={{ display: 'flex' }}>
          <IconButton
            onClick={() => setRenaming(true)}
            aria-label={intl.formatMessage({ id: 'files.list.rename' }, name)}
          >
            <DriveFileRenameOutlineRounded />
          </IconButton>
          <IconButton
            edge="end"
            onClick={() => onDelete(file.id)}
            aria-label={intl.formatMessage(
              { id: pending ? 'files.list.stopIndexing' : 'files.list.delete' },
              name,
            )}
          >
            {pending ? <StopCircleOutlined /> : <DeleteOutlineRounded />}
          </IconButton>
        </Box>
      }
    >
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onOpen(file.id)}
        sx={{ alignItems: 'flex-start' }}
      >
        <ListItemIcon sx={{ mt: 0.5, minWidth: 40 }}>
          <FileKindIcon kind={file.kind} />
        </ListItemIcon>
        <Box sx={{ minWidth: 0, flex: 1, display: 'grid', gap: 0.5 }}>
          <Typography variant="body1" dir="auto" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {file.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {meta}
          </Typography>
          <Box>
            <FileStatusChip file={file} />
          </Box>
          {file.status === 'indexing' && (
            <LinearProgress
              variant="determinate"
              value={file.progress * 100}
              aria-label={intl.formatMessage({ id: status.id }, status.values)}
            />
          )}
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
