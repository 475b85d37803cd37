import Chip from '@mui/material/Chip';
import { useIntl } from 'react-intl';
import type { StoredFile } from '@/api/schema';
import { fileStatusLabel } from './fileStatusLabel';

const COLORS = {
  queued: 'default',
  indexing: 'info',
  ready: 'success',
  unreadable: 'error',
} as const;

/**
 * Where a file is in indexing: queued, indexing with its progress (and the scanned page OCR is
 * reading), ready, or unreadable and why.
 */
export function FileStatusChip({ file }: { file: StoredFile }) {
  const intl = useIntl();
  const { id, values } = fileStatusLabel(file);
  const label = intl.formatMessage({ id }, values);
  const reason =
    file.status === 'unreadable' && file.unreadableReason
      ? intl.formatMessage({ id: `files.unreadable.${file.unreadableReason}` })
      : null;
  return (
    <Chip
      size="small"
      variant={file.status === 'ready' ? 'outlined' : 'filled'}
      color={COLORS[file.status]}
      label={reason ? `${label}: ${reason}` : label}
      sx={{ maxWidth: '100%' }}
    />
  );
}
