import TextField from '@mui/material/TextField';
import StopCircleOutlinedIcon from '@mui/icons-material/StopCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ASK_LIMITS } from '@/api/schema/assistantPaths';
import { formSubmit } from '@/lib/formSubmit';

export interface QuestionFormProps {
  busy: boolean;
  disabled: boolean;
  onAsk: (question: string) => void;
  onStop: () => void;
}

/** The question field: Enter asks, Shift+Enter starts a new line; Stop while an answer streams. */
export function QuestionForm({ busy, disabled, onAsk, onStop }: QuestionFormProps) {
  const intl = useIntl();
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const trimmed = question.trim();
    if (!trimmed) return setError('assistant.question.empty');
    if (trimmed.length > ASK_LIMITS.question) return setError('assistant.question.tooLong');
    setError(null);
    onAsk(trimmed);
    setQuestion('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!busy) submit();
    }
  };
  const over = question.trim().length > ASK_LIMITS.question;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={formSubmit(() => !busy && submit())}
      sx={{ display: 'grid', gap: 1 }}
    >
      <TextField
        label={intl.formatMessage({ id: 'assistant.question.label' })}
        placeholder={intl.formatMessage({ id: 'assistant.question.placeholder' })}
        value={question}
        onChange={(event) => {
          setQuestion(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        disabled={disabled}
        multiline
        minRows={1}
        maxRows={6}
        fullWidth
        error={Boolean(error) || over}
        // A disabled field's hint would be grey on grey; the panel says why asking is off.
        helperText={
          disabled
            ? undefined
            : intl.formatMessage(
                { id: error ?? (over ? 'assistant.question.tooLong' : 'assistant.question.hint') },
                { max: ASK_LIMITS.question },
              )
        }
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        {busy ? (
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<StopCircleOutlinedIcon />}
            onClick={onStop}
          >
            <FormattedMessage id="assistant.stop" />
          </Button>
        ) : (
          <Button type="submit" variant="contained" disabled={disabled}>
            <FormattedMessage id="assistant.ask" />
          </Button>
        )}
      </Box>
    </Box>
  );
}
