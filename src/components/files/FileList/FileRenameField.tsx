import TextField from '@mui/material/TextField';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { FILE_LIMITS } from '@/api/schema/filesConstants';
import { formSubmit } from '@/lib/formSubmit';

export interface FileRenameFieldProps {
  name: string;
  /** Rejects when the server refused; the field stays open with the typed name. */
  onSave: (name: string) => Promise<void>;
  onCancel: () => void;
}

/** A file's name edited in place: Enter saves, Escape keeps the old one. */
export function FileRenameField({ name, onSave, onCancel }: FileRenameFieldProps) {
  const intl = useIntl();
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // The field replaces the button that opened it, so focus follows to where the typing goes.
  useEffect(() => field.current?.focus(), []);
  const save = async () => {
    const trimmed = value.trim();
    if (!trimmed) return setError('files.list.renameEmpty');
    if (trimmed === name) return onCancel();
    setSaving(true);
    try {
      await onSave(trimmed);
    } catch {
      setError('files.list.renameFailed');
      setSaving(false);
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={formSubmit(() => void save())}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, width: '100%' }}
    >
      <TextField
        size="small"
        fullWidth
        inputRef={field}
        value={value}
        disabled={saving}
        label={intl.formatMessage({ id: 'files.list.renameField' })}
        error={error !== null}
        helperText={error ? intl.formatMessage({ id: error }) : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onCancel();
          }
        }}
        onFocus={(event) => {
          const dot = event.target.value.lastIndexOf('.');
          event.target.setSelectionRange(0, dot > 0 ? dot : event.target.value.length);
        }}
        slotProps={{ htmlInput: { maxLength: FILE_LIMITS.name } }}
      />
      <IconButton
        type="submit"
        disabled={saving}
        aria-label={intl.formatMessage({ id: 'files.list.renameSave' })}
      >
        <CheckRounded />
      </IconButton>
      <IconButton
        onClick={onCancel}
        disabled={saving}
        aria-label={intl.formatMessage({ id: 'files.list.renameCancel' })}
      >
        <CloseRounded />
      </IconButton>
    </Box>
  );
}
