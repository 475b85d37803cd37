import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCallback, useId, useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@/api/client';
import { CALENDAR_LIMITS, type EditScope } from '@/api/schema/calendar';
import type { FieldErrorCode } from '@/api/schema/errors';
import { ColorPicker } from '@/components/shared/ColorPicker';
import { FormErrorAlert, useFieldHelper } from '@/components/shared/FormErrorAlert';
import { RecurrenceEditor } from '@/components/calendar/RecurrenceEditor';
import { ReminderPicker } from '@/components/calendar/ReminderPicker';
import { draftInZone, draftProblems, type EventDraft } from './eventDraft';
import { EventTimesFields } from './EventTimesFields';
import { EventZoneNote } from './EventZoneNote';
import { ScopeDialog } from './ScopeDialog';

export interface EventDialogProps {
  open: boolean;
  /** A new event, or one the server has. */
  mode: 'create' | 'edit';
  value: EventDraft;
  onChange: (value: EventDraft) => void;
  /** The event is still on its way (a deep link): the form waits. */
  loading?: boolean;
  saving?: boolean;
  /** Someone else's calendar: shown, not editable. */
  readOnly?: boolean;
  /**
   * The viewer's zone: a read-only event shows its times there, as the grid does, and its own
   * zone's times beneath when they differ (docs/calendar.md "Time zones").
   */
  viewerTimeZone?: string;
  /** One occurrence of a series: saving and deleting first ask how far they reach. */
  recurring?: boolean;
  /** What the server refused last: its field problems show on their fields. */
  serverError?: ApiError | null;
  /** `scope` is set for an occurrence of a series. */
  onSave: (scope?: EditScope) => void;
  onDelete?: (scope?: EditScope) => void;
  onClose: () => void;
  /** Renders in place (screenshots of several dialogs side by side). */
  disablePortal?: boolean;
}

const FIELDS = [
  'title',
  'start',
  'end',
  'timeZone',
  'recurrence',
  'reminders',
  'description',
  'location',
] as const;
type Field = (typeof FIELDS)[number];

/** Create or edit one event: what, when, where, how it repeats, its colour. */
export function EventDialog(props: EventDialogProps) {
  const { open, mode, value, onChange, loading = false, saving = false, readOnly = false } = props;
  const { recurring = false, serverError, onSave, onDelete, onClose, disablePortal } = props;
  // Editing keeps the event's own zone (what was typed); only reading moves to the viewer's.
  const shown = readOnly && props.viewerTimeZone ? draftInZone(value, props.viewerTimeZone) : value;
  const intl = useIntl();
  const titleId = useId();
  const helper = useFieldHelper();
  const form = useRef<HTMLFormElement>(null);
  // A new event starts with its title; an opened one lets the reader look first. A callback ref,
  // because the dialog's content mounts in a portal after this component's effects ran.
  const focusTitle = mode === 'create' && !loading;
  const titleInput = useCallback(
    (input: HTMLTextAreaElement | null) => {
      if (input && focusTitle) input.focus();
    },
    [focusTitle],
  );
  const [submitted, setSubmitted] = useState(false);
  const [asking, setAsking] = useState<'save' | 'delete' | null>(null);
  const disabled = readOnly || loading || saving;
  const change = (changes: Partial<EventDraft>) => onChange({ ...value, ...changes });

  const problems = submitted ? draftProblems(value) : {};
  const codeOf = (field: Field): FieldErrorCode | undefined =>
    problems[field] ?? serverError?.fields?.[field];
  const limits = {
    title: CALENDAR_LIMITS.title,
    description: { max: CALENDAR_LIMITS.description },
    location: { max: CALENDAR_LIMITS.location },
  } as Partial<Record<Field, { min?: number; max?: number }>>;
  const problem = (field: Field) => {
    const code = codeOf(field);
    return code ? helper(field, code, limits[field]) : undefined;
  };
  // A text field of the draft: named, labelled, bound to its value, showing its problem.
  const textField = (field: 'title' | 'location' | 'description') => ({
    name: field,
    label: intl.formatMessage({ id: `event.field.${field}` }),
    value: value[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      change({ [field]: event.target.value }),
    disabled,
    error: codeOf(field) !== undefined,
    helperText: problem(field),
  });

  const save = () => {
    if (Object.keys(draftProblems(value)).length > 0) {
      setSubmitted(true);
      // The first field in trouble takes the focus, so a screen reader hears its problem.
      queueMicrotask(() =>
        form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    if (recurring) setAsking('save');
    else onSave();
  };
  const remove = () => (recurring ? setAsking('delete') : onDelete?.());
  const chosen = (scope: EditScope) => {
    const action = asking;
    setAsking(null);
    if (action === 'save') onSave(scope);
    else onDelete?.(scope);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      disablePortal={disablePortal}
    >
      <DialogTitle id={titleId}>
        <FormattedMessage
          id={
            readOnly ? 'event.titleView' : mode === 'create' ? 'event.titleNew' : 'event.titleEdit'
          }
        />
      </DialogTitle>
      {/* With every field disabled the content is still a scroll region a keyboard must reach. */}
      <DialogContent tabIndex={disabled ? 0 : undefined}>
        {loading ? (
          <Box role="progressbar" aria-label={intl.formatMessage({ id: 'event.loading' })}>
            <Skeleton height={56} />
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Box>
        ) : (
          <Stack
            component="form"
            ref={form}
            noValidate
            spacing={2}
            sx={{ pt: 1 }}
            onSubmit={(event) => {
              event.preventDefault();
              save();
            }}
          >
            <FormErrorAlert error={serverError} fieldNames={FIELDS} />
            <TextField
              {...textField('title')}
              required
              inputRef={titleInput}
              multiline
              maxRows={3}
              onKeyDown={(event) => {
                // Enter saves, as in a one-line field; Shift+Enter keeps a line break.
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  save();
                }
              }}
            />
            <EventTimesFields
              value={shown}
              onChange={change}
              disabled={disabled}
              problems={{
                start: problem('start'),
                end: problem('end'),
                timeZone: problem('timeZone'),
              }}
            />
            {shown !== value && <EventZoneNote event={value} />}
            <RecurrenceEditor
              value={value.recurrence}
              onChange={(recurrence) => change({ recurrence })}
              startDate={shown.startDate}
              disabled={disabled}
            />
            {codeOf('recurrence') && (
              <FormHelperText error role="alert">
                {problem('recurrence')}
              </FormHelperText>
            )}
            <ReminderPicker
              value={value.reminders}
              onChange={(reminders) => change({ reminders })}
              allDay={value.allDay}
              disabled={disabled}
              error={problem('reminders')}
            />
            <TextField {...textField('location')} />
            <TextField {...textField('description')} multiline minRows={3} maxRows={10} />
            <Box>
              <FormLabel component="div" sx={{ mb: 1 }}>
                <FormattedMessage id="event.field.color" />
              </FormLabel>
              <ColorPicker
                value={value.color}
                onChange={(color) => change({ color })}
                disabled={disabled}
              />
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {mode === 'edit' && onDelete && !readOnly && (
          <Button
            color="error"
            onClick={remove}
            disabled={disabled}
            sx={{ marginInlineEnd: 'auto' }}
          >
            <FormattedMessage id="event.delete" />
          </Button>
        )}
        <Button onClick={onClose}>
          <FormattedMessage id={readOnly ? 'event.close' : 'event.cancel'} />
        </Button>
        {!readOnly && (
          <Button variant="contained" onClick={save} loading={saving} disabled={loading}>
            <FormattedMessage id="event.save" />
          </Button>
        )}
      </DialogActions>
      <ScopeDialog
        action={asking}
        onChoose={chosen}
        onCancel={() => setAsking(null)}
        disablePortal={disablePortal}
      />
    </Dialog>
  );
}
