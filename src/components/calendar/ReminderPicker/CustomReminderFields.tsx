import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  customReminder,
  REMINDER_UNITS,
  type CustomProblem,
  type ReminderUnit,
} from './reminderChoices';

export interface CustomReminderFieldsProps {
  current: readonly number[];
  onAdd: (minutes: number) => void;
  onCancel: () => void;
}

/** A reminder the presets do not offer: an amount and a unit, checked before it is added. */
export function CustomReminderFields({ current, onAdd, onCancel }: CustomReminderFieldsProps) {
  const intl = useIntl();
  const [amount, setAmount] = useState('');
  const [unit, setUnit] = useState<ReminderUnit>('minutes');
  const [problem, setProblem] = useState<CustomProblem | null>(null);
  const add = () => {
    const result = customReminder(amount, unit, current);
    if ('problem' in result) setProblem(result.problem);
    else onAdd(result.minutes);
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}
    >
      <TextField
        name="reminderAmount"
        label={intl.formatMessage({ id: 'reminder.customAmount' })}
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          // Enter adds the reminder here rather than saving the whole event.
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
        // The fields appear because the user chose Custom…: the amount is what they type next.
        inputRef={(input: HTMLInputElement | null) => input?.focus()}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={problem !== null}
        helperText={problem ? intl.formatMessage({ id: `fieldErrors.${problem}` }) : undefined}
        sx={{ width: '14rem' }}
      />
      <TextField
        select
        name="reminderUnit"
        label={intl.formatMessage({ id: 'reminder.customUnit' })}
        value={unit}
        onChange={(event) => {
          setUnit(event.target.value as ReminderUnit);
          setProblem(null);
        }}
        size="small"
        sx={{ minWidth: '8rem' }}
      >
        {(Object.keys(REMINDER_UNITS) as ReminderUnit[]).map((choice) => (
          <MenuItem key={choice} value={choice}>
            <FormattedMessage id={`reminder.unit.${choice}`} />
          </MenuItem>
        ))}
      </TextField>
      <Button onClick={add}>
        <FormattedMessage id="reminder.customAdd" />
      </Button>
      <Button onClick={onCancel}>
        <FormattedMessage id="reminder.customCancel" />
      </Button>
    </Stack>
  );
}
