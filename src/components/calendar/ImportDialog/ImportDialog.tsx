import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toApiError, type ApiError } from '@/api/client';
import { CALENDAR_LIMITS, type ImportResponse } from '@/api/schema/calendar';
import { FormErrorAlert } from '@/components/shared/FormErrorAlert';
import { PreviewList } from '@/components/shared/PreviewList';
import { TitledDialog, type DialogFrameProps } from '@/components/shared/TitledDialog';
import { formatEventStart } from '@/lib/eventStart';

export interface ImportDialogProps extends DialogFrameProps {
  /** Reads the file on the server without saving: counts and the first events. */
  onPreview: (ics: string) => Promise<ImportResponse>;
  /** Adds the events (duplicates by UID are skipped); rejects with the server's ApiError. */
  onApply: (ics: string) => Promise<ImportResponse>;
  /** The viewer's zone, for the preview's times. */
  timeZone: string;
}

type Step =
  | { kind: 'choose'; problem?: 'too_large' | 'unreadable' }
  | { kind: 'busy'; file: string }
  | { kind: 'preview'; file: string; ics: string; result: ImportResponse }
  | { kind: 'done'; result: ImportResponse };

/** Import an .ics file: choose it, see what it would add, then add it. */
export function ImportDialog(props: ImportDialogProps) {
  const { onClose, onPreview, onApply, timeZone, ...frame } = props;
  const intl = useIntl();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [error, setError] = useState<ApiError | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const close = () => {
    setStep({ kind: 'choose' });
    setError(null);
    onClose();
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > CALENDAR_LIMITS.importBytes)
      return setStep({ kind: 'choose', problem: 'too_large' });
    setStep({ kind: 'busy', file: file.name });
    try {
      const ics = await file.text();
      setStep({ kind: 'preview', file: file.name, ics, result: await onPreview(ics) });
    } catch (failure) {
      setError(toApiError(failure));
      setStep({ kind: 'choose', problem: 'unreadable' });
    }
  };

  const apply = async () => {
    if (step.kind !== 'preview') return;
    const { ics, file } = step;
    setStep({ kind: 'busy', file });
    try {
      setStep({ kind: 'done', result: await onApply(ics) });
    } catch (failure) {
      setError(toApiError(failure));
      setStep({ kind: 'choose' });
    }
  };

  const when = (start: string, allDay: boolean) => formatEventStart(intl, start, allDay, timeZone);

  return (
    <TitledDialog
      {...frame}
      onClose={close}
      title={<FormattedMessage id="calendar.import.title" />}
      actions={
        <>
          <Button onClick={close}>
            <FormattedMessage
              id={step.kind === 'done' ? 'calendar.import.close' : 'calendar.import.cancel'}
            />
          </Button>
          {step.kind === 'preview' && (
            <Button variant="contained" onClick={apply} disabled={step.result.added === 0}>
              <FormattedMessage id="calendar.import.apply" values={{ added: step.result.added }} />
            </Button>
          )}
        </>
      }
    >
      <DialogContent>
        <FormErrorAlert error={error} />
        {step.kind === 'choose' && (
          <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="calendar.import.explain" />
            </Typography>
            {step.problem === 'too_large' && (
              <Alert severity="error">
                <FormattedMessage id="calendar.import.tooLarge" />
              </Alert>
            )}
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlined />}
              onClick={() => fileInput.current?.click()}
            >
              <FormattedMessage id="calendar.import.choose" />
            </Button>
            <input
              ref={fileInput}
              hidden
              type="file"
              accept=".ics,text/calendar"
              onChange={choose}
            />
          </Box>
        )}
        {step.kind === 'busy' && (
          <Typography role="status">
            <FormattedMessage id="calendar.import.reading" values={{ file: step.file }} />
          </Typography>
        )}
        {step.kind === 'preview' && (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography role="status">
              <FormattedMessage
                id="calendar.import.summary"
                values={{
                  added: step.result.added,
                  duplicates: step.result.duplicates,
                  skipped: step.result.skipped,
                }}
              />
            </Typography>
            <PreviewList
              label={intl.formatMessage({ id: 'calendar.import.previewList' })}
              items={step.result.preview.map((item) => ({
                primary: item.title,
                secondary: when(item.start, item.allDay),
              }))}
            />
            {step.result.skippedEvents.length > 0 && (
              <PreviewList
                heading={<FormattedMessage id="calendar.import.skippedList" />}
                items={step.result.skippedEvents.map((item) => ({
                  primary: item.title,
                  secondary: intl.formatMessage({ id: `calendar.import.skip.${item.reason}` }),
                }))}
              />
            )}
          </Box>
        )}
        {step.kind === 'done' && (
          <Alert severity="success" role="status">
            <FormattedMessage id="calendar.import.done" values={{ added: step.result.added }} />
          </Alert>
        )}
      </DialogContent>
    </TitledDialog>
  );
}
