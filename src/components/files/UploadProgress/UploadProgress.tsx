import CloseRounded from '@mui/icons-material/CloseRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatFileSize } from '@/i18n/fileSize';
import { uploadRefusalMessage } from './uploadError';
import type { UploadItem } from './uploadItem';

export interface UploadProgressProps {
  uploads: readonly UploadItem[];
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onDismiss: (id: string) => void;
}

/** Files on their way up: progress and cancel while sending, the reason and retry when refused. */
export function UploadProgress({ uploads, onCancel, onRetry, onDismiss }: UploadProgressProps) {
  const intl = useIntl();
  const headingId = useId();
  if (uploads.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h2">
        <FormattedMessage id="files.upload.title" />
      </Typography>
      <List dense disablePadding aria-labelledby={headingId}>
        {uploads.map((upload) => {
          const name = { name: upload.name };
          const percent = upload.size ? Math.round((upload.sent / upload.size) * 100) : 100;
          const sentText = intl.formatMessage(
            { id: 'files.upload.sent' },
            { sent: formatFileSize(intl, upload.sent), total: formatFileSize(intl, upload.size) },
          );
          const uploading = upload.status === 'uploading';
          // The row's ×: it cancels while the file is sending, and dismisses the row after.
          const close = (
            <IconButton
              edge="end"
              onClick={() => (uploading ? onCancel : onDismiss)(upload.id)}
              aria-label={intl.formatMessage(
                { id: uploading ? 'files.upload.cancel' : 'files.upload.dismiss' },
                name,
              )}
            >
              <CloseRounded />
            </IconButton>
          );
          const action = uploading ? (
            close
          ) : (
            <Box sx={{ display: 'flex' }}>
              {upload.status === 'failed' && upload.refusal === 'failed' && (
                <IconButton
                  onClick={() => onRetry(upload.id)}
                  aria-label={intl.formatMessage({ id: 'files.upload.retryName' }, name)}
                >
                  <ReplayRounded />
                </IconButton>
              )}
              {close}
            </Box>
          );
          return (
            <ListItem key={upload.id} secondaryAction={action} sx={{ pr: 12, minWidth: 0 }}>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography variant="body2" noWrap dir="auto" title={upload.name}>
                  {upload.name}
                </Typography>
                {uploading ? (
                  <>
                    <LinearProgress
                      variant="determinate"
                      value={percent}
                      aria-label={upload.name}
                      aria-valuetext={sentText}
                      sx={{ my: 0.5 }}
                    />
                    {/* A sentence of sizes reads in its language's direction, so in an rtl
                        layout "3 MB of 8 MB" does not come out as "MB of 8 MB 3". */}
                    <Typography variant="caption" color="text.secondary" dir="auto">
                      {sentText}
                    </Typography>
                  </>
                ) : (
                  <Typography
                    variant="caption"
                    color={upload.status === 'failed' ? 'error' : 'text.secondary'}
                    role={upload.status === 'failed' ? 'alert' : undefined}
                  >
                    {upload.status === 'failed' && upload.refusal ? (
                      <FormattedMessage {...uploadRefusalMessage(intl, upload.refusal)} />
                    ) : (
                      <FormattedMessage id="files.upload.cancelled" />
                    )}
                  </Typography>
                )}
              </Box>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
