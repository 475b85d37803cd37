import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { TimeZoneField } from '@/components/calendar/TimeZoneField';
import { withStartMoved, type EventDraft } from './eventDraft';

export interface EventTimesFieldsProps {
  value: EventDraft;
  onChange: (changes: Partial<EventDraft>) => void;
  disabled: boolean;
  /** A problem's words per field, or undefined. */
  problems: { start?: ReactNode; end?: ReactNode; timeZone?: ReactNode };
}

/** When the event is: all day or from–to, in which zone. */
export function EventTimesFields({ value, onChange, disabled, problems }: EventTimesFieldsProps) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id: `event.field.${id}` });
  // Moving the start takes the end along; the end alone changes the length.
  const change = (which: 'start' | 'end', part: 'Date' | 'Time', typed: string) =>
    onChange(
      which === 'start'
        ? withStartMoved(value, { [`start${part}`]: typed })
        : { [`end${part}`]: typed },
    );
  const dateField = (which: 'start' | 'end') => (
    <TextField
      type="date"
      name={`${which}Date`}
      label={label(value.allDay && which === 'end' ? 'lastDay' : `${which}Date`)}
      value={value[`${which}Date`]}
      onChange={(event) => change(which, 'Date', event.target.value)}
      disabled={disabled}
      error={problems[which] !== undefined}
      helperText={problems[which]}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );
  const timeField = (which: 'start' | 'end') =>
    value.allDay ? null : (
      <TextField
        type="time"
        name={`${which}Time`}
        label={label(`${which}Time`)}
        value={value[`${which}Time`]}
        onChange={(event) => change(which, 'Time', event.target.value)}
        disabled={disabled}
        error={problems[which] !== undefined}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ minInlineSize: 140 }}
      />
    );
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={value.allDay}
            disabled={disabled}
            onChange={(event) => onChange({ allDay: event.target.checked })}
          />
        }
        label={label('allDay')}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        {dateField('start')}
        {timeField('start')}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        {dateField('end')}
        {timeField('end')}
      </Stack>
      <TimeZoneField
        value={value.timeZone}
        onChange={(timeZone) => onChange({ timeZone })}
        label={label('timeZone')}
        disabled={disabled}
        problem={problems.timeZone}
      />
    </Stack>
  );
}
