import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@/api/client';
import type { CreateAutomationRequest } from '@/api/schema';
import { AUTOMATION_LIMITS } from '@/api/schema/automations';
import { RecurrenceEditor } from '@/components/calendar/RecurrenceEditor';
import { TimeZoneField } from '@/components/calendar/TimeZoneField';
import { FormErrorAlert, useFieldHelper } from '@/components/shared/FormErrorAlert';
import { requestOf, type AutomationDraft } from './automationDraft';
import { formSubmit } from '@/lib/formSubmit';

/** The fields the form shows; the server's problems on them appear on them. */
const FIELDS = ['prompt', 'start', 'recurrence', 'timeZone'] as const;

export interface AutomationFormProps {
  open: boolean;
  /** Edit (true) or create (false): the title and the button say which. */
  editing: boolean;
  initial: AutomationDraft;
  saving?: boolean;
  /** The last save's failure: its field errors go on the fields, the cap above them. */
  error?: ApiError | null;
  onSave: (request: Omit<CreateAutomationRequest, 'locale'>) => void;
  onClose: () => void;
}

/** Create or edit an automation: the prompt, the first run, the repeat (daily at the finest), the zone. */
export function AutomationForm(props: AutomationFormProps) {
  const intl = useIntl();
  const titleId = useId();
  const helper = useFieldHelper();
  const [draft, setDraft] = useState(props.initial);
  const [tried, setTried] = useState(false);
  const change = (patch: Partial<AutomationDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const fields = props.error?.fields ?? {};
  const capped = props.error?.code === 'unprocessable';
  const noRepeat = tried && !draft.recurrence;
  const label = (field: string) => intl.formatMessage({ id: `agent.automations.form.${field}` });

  /** The first run's date or time: both carry the server's problem with `start`, the date says it. */
  const firstRunField = (part: 'date' | 'time', name: string) => (
    <TextField
      type={part}
      name={name}
      label={label(name)}
      value={draft[part]}
      onChange={(event) => change({ [part]: event.target.value })}
      disabled={props.saving}
      error={fields.start !== undefined}
      helperText={part === 'date' ? helper('start', fields.start) : undefined}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: 1 }}
    />
  );
  const submit = () => {
    setTried(true);
    const request = requestOf(draft);
    if (request) props.onSave(request);
  };
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={formSubmit(submit)} noValidate>
        <DialogTitle id={titleId}>
          <FormattedMessage
            id={
              props.editing
                ? 'agent.automations.form.editTitle'
                : 'agent.automations.form.createTitle'
            }
          />
        </DialogTitle>
        <DialogContent>
          {capped ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              <FormattedMessage
                id="agent.automations.cap"
                values={{ max: AUTOMATION_LIMITS.perUser }}
              />
            </Alert>
          ) : (
            <FormErrorAlert error={props.error} fieldNames={FIELDS} />
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              name="prompt"
              label={label('prompt')}
              value={draft.prompt}
              onChange={(event) => change({ prompt: event.target.value })}
              multiline
              minRows={2}
              required
              disabled={props.saving}
              error={fields.prompt !== undefined}
              helperText={helper(
                'prompt',
                fields.prompt,
                { max: AUTOMATION_LIMITS.prompt },
                label('promptHint'),
              )}
              slotProps={{ htmlInput: { maxLength: AUTOMATION_LIMITS.prompt } }}
            />
            <Stack direction="row" spacing={1}>
              {firstRunField('date', 'startDate')}
              {firstRunField('time', 'startTime')}
            </Stack>
            <RecurrenceEditor
              value={draft.recurrence}
              onChange={(recurrence) => change({ recurrence })}
              startDate={draft.date}
              disabled={props.saving}
            />
            {(noRepeat || fields.recurrence) && (
              <FormHelperText error role="alert">
                {noRepeat ? label('repeatRequired') : helper('recurrence', fields.recurrence)}
              </FormHelperText>
            )}
            <TimeZoneField
              value={draft.timeZone}
              onChange={(timeZone) => change({ timeZone })}
              label={label('timeZone')}
              disabled={props.saving}
              problem={helper('timeZone', fields.timeZone)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>
            <FormattedMessage id="agent.automations.form.cancel" />
          </Button>
          <Button type="submit" variant="contained" loading={props.saving}>
            <FormattedMessage
              id={props.editing ? 'agent.automations.form.save' : 'agent.automations.form.create'}
            />
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
