import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { FormattedMessage } from 'react-intl';

export const SAVE_STATES = ['saved', 'saving', 'unsaved', 'offline', 'error'] as const;
export type SaveState = (typeof SAVE_STATES)[number];

export interface SaveStatusProps {
  state: SaveState;
}

const ICONS: Record<SaveState, ReactElement> = {
  saved: <CloudDoneOutlinedIcon fontSize="small" color="success" />,
  saving: <SyncIcon fontSize="small" color="action" />,
  unsaved: <EditNoteOutlinedIcon fontSize="small" color="action" />,
  offline: <CloudOffOutlinedIcon fontSize="small" color="warning" />,
  error: <ErrorOutlineIcon fontSize="small" color="error" />,
};

/** Where the open note stands with the server; announced politely as it changes. */
export function SaveStatus({ state }: SaveStatusProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      data-state={state}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minBlockSize: 24 }}
    >
      <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
        {ICONS[state]}
      </Box>
      <Typography variant="caption" color={state === 'error' ? 'error' : 'text.secondary'}>
        <FormattedMessage id={`notes.save.${state}`} />
      </Typography>
    </Box>
  );
}
