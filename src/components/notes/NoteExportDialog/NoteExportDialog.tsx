import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { toApiError, type ApiError } from '@/api/client';
import type { ParsedNoteExportQuery } from '@/api/schema/noteTransfer';
import { ConfirmActions } from '@/components/shared/ConfirmActions';
import { FormErrorAlert } from '@/components/shared/FormErrorAlert';
import { TitledDialog, type DialogFrameProps } from '@/components/shared/TitledDialog';

export interface NoteExportDialogProps extends DialogFrameProps {
  /** The tag the notebook is filtered by, offered as the export's scope. */
  tag: string | null;
  /** Downloads the archive; rejects with an ApiError. */
  onExport: (query: ParsedNoteExportQuery) => Promise<void>;
}

/** Export notes as a .zip of Markdown files: all of them or a tag's, archived and trashed on request. */
export function NoteExportDialog(props: NoteExportDialogProps) {
  const { onClose, tag, onExport, ...frame } = props;
  const scopeId = useId();
  const [onlyTag, setOnlyTag] = useState(true);
  const [archived, setArchived] = useState(false);
  const [trashed, setTrashed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await onExport({ ...(tag && onlyTag ? { tag } : {}), archived, trashed });
      onClose();
    } catch (failure) {
      setError(toApiError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <TitledDialog {...frame} onClose={close} title={<FormattedMessage id="notes.export.title" />}>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <FormErrorAlert error={error} />
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="notes.export.explain" />
          </Typography>
          {tag && (
            <FormControl>
              <FormLabel id={scopeId}>
                <FormattedMessage id="notes.export.scope" />
              </FormLabel>
              <RadioGroup
                aria-labelledby={scopeId}
                value={onlyTag ? 'tag' : 'all'}
                onChange={(event) => setOnlyTag(event.target.value === 'tag')}
              >
                <FormControlLabel
                  value="tag"
                  control={<Radio />}
                  label={
                    <FormattedMessage
                      id="notes.export.scope.tag"
                      values={{ tag: <bdi>{tag}</bdi> }}
                    />
                  }
                />
                <FormControlLabel
                  value="all"
                  control={<Radio />}
                  label={<FormattedMessage id="notes.export.scope.all" />}
                />
              </RadioGroup>
            </FormControl>
          )}
          <FormGroup>
            {(
              [
                ['notes.export.archived', archived, setArchived],
                ['notes.export.trashed', trashed, setTrashed],
              ] as const
            ).map(([label, checked, set]) => (
              <FormControlLabel
                key={label}
                control={
                  <Checkbox checked={checked} onChange={(event) => set(event.target.checked)} />
                }
                label={<FormattedMessage id={label} />}
              />
            ))}
          </FormGroup>
        </Box>
      </DialogContent>
      <ConfirmActions
        onCancel={close}
        cancelLabel={<FormattedMessage id="notes.export.cancel" />}
        cancelDisabled={busy}
        confirmLabel={<FormattedMessage id="notes.export.start" />}
        onConfirm={() => void start()}
        pending={busy}
      />
    </TitledDialog>
  );
}
