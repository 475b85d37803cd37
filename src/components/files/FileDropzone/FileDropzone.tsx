import CloseRounded from '@mui/icons-material/CloseRounded';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FileUsage } from '@/api/schema/files';
import { FILE_LIMITS } from '@/api/schema/filesConstants';
import { formatFileSize } from '@/i18n/fileSize';
import { uploadRefusalMessage, type UploadRefusal } from '@/components/files/UploadProgress';

export interface FileDropzoneProps {
  /** Files that passed the checks the browser can make (size, quota); the server decides the rest. */
  onFiles: (files: File[]) => void;
  /** How much of the quota is used; the zone refuses what would not fit. */
  usage?: FileUsage;
  disabled?: boolean;
}

interface Refused {
  name: string;
  refusal: UploadRefusal;
}

/** Picks the files that fit, in order, and says why the others were refused before sending them. */
function sortOut(files: File[], usage: FileUsage | undefined) {
  let room = usage ? usage.quotaBytes - usage.usedBytes : Infinity;
  const accepted: File[] = [];
  const refused: Refused[] = [];
  for (const file of files) {
    if (file.size > FILE_LIMITS.fileBytes) refused.push({ name: file.name, refusal: 'tooLarge' });
    else if (file.size === 0) refused.push({ name: file.name, refusal: 'empty' });
    else if (file.size > room) refused.push({ name: file.name, refusal: 'quota' });
    else {
      room -= file.size;
      accepted.push(file);
    }
  }
  return { accepted, refused };
}

/** Where files are dropped or chosen (a real button, so the keyboard reaches it), with the quota. */
export function FileDropzone({ onFiles, usage, disabled = false }: FileDropzoneProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const [refused, setRefused] = useState<Refused[]>([]);
  const full = usage !== undefined && usage.usedBytes >= usage.quotaBytes;
  const usageText =
    usage &&
    intl.formatMessage(
      { id: 'files.dropzone.usage' },
      {
        used: formatFileSize(intl, usage.usedBytes),
        quota: formatFileSize(intl, usage.quotaBytes),
      },
    );
  const off = disabled || full;

  const take = (list: FileList | null) => {
    const { accepted, refused: now } = sortOut([...(list ?? [])], usage);
    setRefused(now);
    if (accepted.length > 0) onFiles(accepted);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!off) take(event.dataTransfer.files);
  };

  return (
    <Box
      component="section"
      aria-label={intl.formatMessage({ id: 'files.dropzone.label' })}
      onDragOver={(event) => {
        event.preventDefault();
        if (!off) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        p: 3,
        display: 'grid',
        justifyItems: 'center',
        gap: 1,
        textAlign: 'center',
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 2,
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        transition: 'background-color 120ms, border-color 120ms',
      }}
    >
      <CloudUploadOutlined color={off ? 'disabled' : 'primary'} fontSize="large" aria-hidden />
      <Typography variant="subtitle1" component="p">
        <FormattedMessage id="files.dropzone.title" />
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary">
        <FormattedMessage
          id="files.dropzone.hint"
          values={{ max: formatFileSize(intl, FILE_LIMITS.fileBytes) }}
        />
      </Typography>
      <Button
        variant="contained"
        disabled={off}
        onClick={() => input.current?.click()}
        aria-describedby={hintId}
      >
        <FormattedMessage id="files.dropzone.choose" />
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      {usage && (
        <Box sx={{ width: '100%', maxWidth: 320 }}>
          <LinearProgress
            variant="determinate"
            color={full ? 'error' : 'primary'}
            value={Math.min(100, (usage.usedBytes / usage.quotaBytes) * 100)}
            aria-label={usageText}
          />
          {/* Sizes in a sentence read in its language's direction (see UploadProgress). */}
          <Typography variant="caption" color="text.secondary" dir="auto">
            {usageText}
          </Typography>
        </Box>
      )}
      {full && (
        <Alert severity="warning" sx={{ textAlign: 'start' }}>
          <FormattedMessage id="files.dropzone.quotaFull" />
        </Alert>
      )}
      {refused.length > 0 && (
        <Alert
          severity="error"
          action={
            <IconButton
              size="small"
              color="inherit"
              onClick={() => setRefused([])}
              aria-label={intl.formatMessage({ id: 'files.dropzone.dismiss' })}
            >
              <CloseRounded fontSize="small" />
            </IconButton>
          }
          sx={{ textAlign: 'start', width: '100%' }}
        >
          <Typography variant="subtitle2" component="p">
            <FormattedMessage id="files.dropzone.rejected" />
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {refused.map((item, index) => (
              <li key={`${item.name}-${index}`}>
                <Box component="span" dir="auto" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {item.name}
                </Box>
                {' — '}
                <FormattedMessage {...uploadRefusalMessage(intl, item.refusal)} />
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
