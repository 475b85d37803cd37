import TextField from '@mui/material/TextField';
import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NOTE_LIMITS } from '@/api/schema/notesConstants';
import { WidgetCard } from '@/components/home/WidgetCard';
import { quickNoteProblems, type QuickNoteValue } from './quickNoteProblems';
import { mirrorInRtl } from '@/theme/mirrorInRtl';

export interface QuickNoteProps {
  /** Saves the note; resolves to null once saved (the box clears) or to a translated error. */
  onSave: (value: QuickNoteValue) => Promise<string | null>;
  /** True while the save is on its way: the box is read-only and the button busy. */
  saving?: boolean;
  /** What the box starts with, e.g. in stories. */
  defaultValue?: QuickNoteValue;
}

const EMPTY: QuickNoteValue = { title: '', text: '' };

/** A note in two fields from Home; Ctrl/Cmd+Enter saves, and nothing typed is lost on failure. */
export function QuickNote({ onSave, saving = false, defaultValue = EMPTY }: QuickNoteProps) {
  const intl = useIntl();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [value, setValue] = useState(defaultValue);
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problems = quickNoteProblems(value);
  const shown = checked ? problems : {};

  const submit = async () => {
    if (saving) return;
    setChecked(true);
    if (problems.title || problems.text) {
      (problems.text ? textRef.current : null)?.focus();
      return;
    }
    setFailure(null);
    const error = await onSave({ title: value.title.trim(), text: value.text });
    if (error) {
      setFailure(error);
      return;
    }
    setValue(EMPTY);
    setChecked(false);
    textRef.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };
  const message = (problem: string | undefined) =>
    problem
      ? intl.formatMessage(
          { id: `home.quickNote.${problem}` },
          { max: problem === 'titleTooLong' ? NOTE_LIMITS.title : NOTE_LIMITS.plainTextChars },
        )
      : undefined;

  return (
    <WidgetCard title={<FormattedMessage id="home.quickNote.title" />}>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        aria-busy={saving}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <TextField
          label={intl.formatMessage({ id: 'home.quickNote.titleLabel' })}
          value={value.title}
          onChange={(event) => setValue({ ...value, title: event.target.value })}
          error={Boolean(shown.title)}
          helperText={message(shown.title)}
          slotProps={{ htmlInput: { readOnly: saving } }}
          size="small"
          fullWidth
        />
        <TextField
          label={intl.formatMessage({ id: 'home.quickNote.textLabel' })}
          value={value.text}
          onChange={(event) => setValue({ ...value, text: event.target.value })}
          error={Boolean(shown.text)}
          helperText={message(shown.text) ?? intl.formatMessage({ id: 'home.quickNote.hint' })}
          inputRef={textRef}
          slotProps={{ htmlInput: { readOnly: saving } }}
          multiline
          minRows={3}
          maxRows={8}
          fullWidth
        />
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            loading={saving}
            loadingPosition="end"
            endIcon={<SendRounded sx={mirrorInRtl} />}
          >
            <FormattedMessage id={saving ? 'home.quickNote.saving' : 'home.quickNote.save'} />
          </Button>
        </Box>
      </Box>
    </WidgetCard>
  );
}
