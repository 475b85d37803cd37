import Cancel from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { REMINDER_LIMITS } from '@/api/schema/calendarReminders';
import { CustomReminderFields } from './CustomReminderFields';
import { presetsFor, withReminder } from './reminderChoices';
import { useReminderLabel } from './useReminderLabel';

export interface ReminderPickerProps {
  /** Minutes before the start (for an all-day event, before local midnight of its day). */
  value: readonly number[];
  onChange: (value: number[]) => void;
  allDay: boolean;
  disabled?: boolean;
  /** What the form or the server found wrong with the list. */
  error?: ReactNode;
  /** The label above the chips (the settings form names which default it edits). */
  label?: ReactNode;
}

const CUSTOM = 'custom';

/** An event's reminders as removable chips, and a menu to add a preset or a custom one. */
export function ReminderPicker(props: ReminderPickerProps) {
  const { value, onChange, allDay, disabled = false, error, label } = props;
  const intl = useIntl();
  const labelId = useId();
  const say = useReminderLabel();
  const [custom, setCustom] = useState(false);
  const full = value.length >= REMINDER_LIMITS.count;
  const presets = presetsFor(allDay).filter((minutes) => !value.includes(minutes));
  const add = (minutes: number) => {
    onChange(withReminder(value, minutes));
    setCustom(false);
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId} component="div" error={Boolean(error)} sx={{ mb: 1 }}>
        {label ?? <FormattedMessage id="reminder.label" />}
      </FormLabel>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {value.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="reminder.none" />
          </Typography>
        )}
        {value.map((minutes) => (
          <Chip
            key={minutes}
            label={say(minutes, allDay)}
            // A read-only event still shows its reminders legibly; only the remove button goes.
            onDelete={
              disabled ? undefined : () => onChange(value.filter((other) => other !== minutes))
            }
            deleteIcon={
              <Cancel
                role="button"
                aria-hidden={false}
                aria-label={intl.formatMessage(
                  { id: 'reminder.remove' },
                  { reminder: say(minutes, allDay) },
                )}
              />
            }
            sx={{ maxWidth: '100%' }}
          />
        ))}
      </Stack>
      {disabled ? null : custom ? (
        <CustomReminderFields current={value} onAdd={add} onCancel={() => setCustom(false)} />
      ) : (
        <TextField
          select
          name="reminders"
          label={intl.formatMessage({ id: 'reminder.add' })}
          value=""
          onChange={(event) =>
            event.target.value === CUSTOM ? setCustom(true) : add(Number(event.target.value))
          }
          disabled={full}
          size="small"
          sx={{ minWidth: '14rem' }}
          helperText={
            full ? intl.formatMessage({ id: 'fieldErrors.too_many_reminders' }) : undefined
          }
        >
          {presets.map((minutes) => (
            <MenuItem key={minutes} value={String(minutes)}>
              {say(minutes, allDay)}
            </MenuItem>
          ))}
          <MenuItem value={CUSTOM}>
            <FormattedMessage id="reminder.custom" />
          </MenuItem>
        </TextField>
      )}
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
