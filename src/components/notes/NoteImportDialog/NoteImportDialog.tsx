import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toApiError, type ApiError } from '@/api/client';
import type { NoteImportResult } from '@/api/schema/noteTransfer';
import { FormErrorAlert } from '@/components/shared/FormErrorAlert';
import { TitledDialog, type DialogFrameProps } from '@/components/shared/TitledDialog';
import { ImportedItems } from './ImportedItems';
import { refusalFrom, refusalOf, type ImportRefusal } from './importRefusal';

/** Sends the files; `onProgress` gets the bytes sent and the total. Rejects with an ApiError. */
export type SendImport = (
  files: readonly File[],
  onProgress: (sent: number, total: number) => void,
) => Promise<NoteImportResult>;

export interface NoteImportDialogProps extends DialogFrameProps {
  /** Reads the files on the server without saving: what would be created and left out. */
  onPreview: SendImport;
  /** Creates the notes (duplicates of an earlier import are skipped). */
  onApply: SendImport;
}

type Step =
  | { kind: 'choose'; refusal?: ImportRefusal; error?: ApiError }
  | { kind: 'sending'; files: readonly File[]; applying: boolean; percent: number | null }
  | { kind: 'preview'; files: readonly File[]; result: NoteImportResult }
  | { kind: 'done'; result: NoteImportResult };

const ACCEPT = '.md,.markdown,.txt,.zip,.enex,.json,text/markdown,text/plain,application/zip';

/** Import notes: choose Markdown, text, Evernote or Keep files (or a .zip), see what they add, add them. */
export function NoteImportDialog(props: NoteImportDialogProps) {
  const { onClose, onPreview, onApply, ...frame } = props;
  const intl = useIntl();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = step.kind === 'sending';

  const close = () => {
    if (busy) return;
    setStep({ kind: 'choose' });
    onClose();
  };

  const send = async (files: readonly File[], applying: boolean) => {
    setStep({ kind: 'sending', files, applying, percent: null });
    const progress = (sent: number, total: number) =>
      setStep({ kind: 'sending', files, applying, percent: total ? (100 * sent) / total : null });
    try {
      const result = await (applying ? onApply : onPreview)(files, progress);
      setStep(applying ? { kind: 'done', result } : { kind: 'preview', files, result });
    } catch (failure) {
      const error = toApiError(failure);
      const refusal = refusalFrom(error);
      setStep(refusal ? { kind: 'choose', refusal } : { kind: 'choose', error });
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const refusal = refusalOf(files);
    if (refusal) return setStep({ kind: 'choose', refusal });
    void send(files, false);
  };

  return (
    <TitledDialog
      {...frame}
      onClose={close}
      title={<FormattedMessage id="notes.import.title" />}
      actions={
        <>
          <Button onClick={close} disabled={busy}>
            <FormattedMessage
              id={step.kind === 'done' ? 'notes.import.close' : 'notes.import.cancel'}
            />
          </Button>
          {step.kind === 'preview' && (
            <Button
              variant="contained"
              onClick={() => void send(step.files, true)}
              disabled={step.result.created === 0}
            >
              <FormattedMessage id="notes.import.apply" values={{ count: step.result.created }} />
            </Button>
          )}
        </>
      }
    >
      {/* Long lists scroll here: focusable, so the keyboard can scroll them too. */}
      <DialogContent tabIndex={0}>
        {step.kind === 'choose' && (
          <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
            <FormErrorAlert error={step.error} />
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="notes.import.explain" />
            </Typography>
            {step.refusal && (
              <Alert severity="error" role="alert" sx={{ justifySelf: 'stretch' }}>
                <FormattedMessage id={`notes.import.refused.${step.refusal}`} />
              </Alert>
            )}
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlined />}
              onClick={() => fileInput.current?.click()}
            >
              <FormattedMessage id="notes.import.choose" />
            </Button>
            <input
              ref={fileInput}
              hidden
              multiple
              type="file"
              accept={ACCEPT}
              onChange={choose}
              data-testid="note-import-input"
            />
          </Box>
        )}
        {step.kind === 'sending' && (
          <Box role="status" sx={{ display: 'grid', gap: 1 }}>
            <Typography>
              <FormattedMessage
                id={step.applying ? 'notes.import.importing' : 'notes.import.reading'}
                values={{ count: step.files.length, file: step.files[0]?.name }}
              />
            </Typography>
            <LinearProgress
              variant={step.percent === null ? 'indeterminate' : 'determinate'}
              value={step.percent ?? undefined}
              aria-label={intl.formatMessage({ id: 'notes.import.progress' })}
            />
          </Box>
        )}
        {step.kind === 'preview' && (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography role="status">
              <FormattedMessage
                id="notes.import.summary"
                values={{
                  created: step.result.created,
                  duplicates: step.result.duplicates,
                  skipped: step.result.skippedCount,
                }}
              />
            </Typography>
            <ImportedItems result={step.result} />
          </Box>
        )}
        {step.kind === 'done' && (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Alert severity="success" role="status">
              <FormattedMessage id="notes.import.done" values={{ count: step.result.created }} />
            </Alert>
            <ImportedItems result={step.result} withTitles={false} />
          </Box>
        )}
      </DialogContent>
    </TitledDialog>
  );
}
