import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  RECURRENCE_FREQUENCIES,
  RECURRENCE_LIMITS,
  WEEKDAYS,
  weekdayPosition,
  type Recurrence,
  type Weekday,
} from '@/api/schema/calendarRecurrence';
import {
  endOf,
  recurrenceProblem,
  withEnd,
  withFrequency,
  type RecurrenceEnd,
} from './recurrenceRules';

export interface RecurrenceEditorProps {
  value: Recurrence | null;
  onChange: (value: Recurrence | null) => void;
  /** The event's start date (`YYYY-MM-DD`, its own zone): names the monthly choices and bounds "until". */
  startDate: string;
  disabled?: boolean;
}

// 2024-01-01 was a Monday: a date per weekday, for the locale's names of the days.
const weekdayDate = (day: Weekday) => new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));

/** How an event repeats: never, daily, weekly on chosen days, monthly, yearly; and when it stops. */
export function RecurrenceEditor({ value, onChange, startDate, disabled }: RecurrenceEditorProps) {
  const intl = useIntl();
  const problem = value ? recurrenceProblem(value, startDate) : null;
  // A field with the problem turns red and says it under itself.
  const shownProblem = (field: NonNullable<typeof problem>) => ({
    error: problem === field,
    helperText:
      problem === field ? intl.formatMessage({ id: `recurrence.problem.${field}` }) : undefined,
  });
  const { weekday, position } = weekdayPosition(startDate);
  const dayName = (day: Weekday, width: 'short' | 'long') =>
    intl.formatDate(weekdayDate(day), { weekday: width, timeZone: 'UTC' });
  const end = value ? endOf(value) : 'never';
  return (
    <Stack spacing={2}>
      <TextField
        select
        label={intl.formatMessage({ id: 'recurrence.repeats' })}
        value={value?.frequency ?? 'none'}
        disabled={disabled}
        onChange={(event) => onChange(withFrequency(value, event.target.value, startDate))}
      >
        <MenuItem value="none">
          <FormattedMessage id="recurrence.none" />
        </MenuItem>
        {RECURRENCE_FREQUENCIES.map((frequency) => (
          <MenuItem key={frequency} value={frequency}>
            <FormattedMessage id={`recurrence.${frequency}`} />
          </MenuItem>
        ))}
      </TextField>
      {value && (
        <>
          <TextField
            type="number"
            label={intl.formatMessage({ id: `recurrence.every.${value.frequency}` })}
            value={value.interval}
            disabled={disabled}
            slotProps={{ htmlInput: { min: 1, max: RECURRENCE_LIMITS.interval } }}
            {...shownProblem('interval')}
            onChange={(event) => onChange({ ...value, interval: Number(event.target.value) })}
          />
          {value.frequency === 'weekly' && (
            <FormControl>
              <FormLabel id="recurrence-weekdays">
                <FormattedMessage id="recurrence.onDays" />
              </FormLabel>
              <ToggleButtonGroup
                aria-labelledby="recurrence-weekdays"
                value={value.weekdays ?? [weekday]}
                disabled={disabled}
                size="small"
                onChange={(_event, days: Weekday[]) =>
                  days.length > 0 &&
                  onChange({ ...value, weekdays: WEEKDAYS.filter((day) => days.includes(day)) })
                }
                sx={{ flexWrap: 'wrap' }}
              >
                {WEEKDAYS.map((day) => (
                  <ToggleButton key={day} value={day} title={dayName(day, 'long')}>
                    {dayName(day, 'short')}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </FormControl>
          )}
          {value.frequency === 'monthly' && (
            <RadioGroup
              aria-label={intl.formatMessage({ id: 'recurrence.monthlyBy' })}
              value={value.monthlyBy ?? 'date'}
              onChange={(event) =>
                onChange({ ...value, monthlyBy: event.target.value as 'date' | 'weekday' })
              }
            >
              <FormControlLabel
                value="date"
                disabled={disabled}
                control={<Radio />}
                label={intl.formatMessage(
                  { id: 'recurrence.monthlyByDate' },
                  { day: Number(startDate.slice(8, 10)) },
                )}
              />
              <FormControlLabel
                value="weekday"
                disabled={disabled}
                control={<Radio />}
                label={intl.formatMessage(
                  { id: 'recurrence.monthlyByWeekday' },
                  { position: String(position), weekday: dayName(weekday, 'long') },
                )}
              />
            </RadioGroup>
          )}
          <FormControl>
            <FormLabel id="recurrence-ends">
              <FormattedMessage id="recurrence.ends" />
            </FormLabel>
            <RadioGroup
              aria-labelledby="recurrence-ends"
              value={end}
              onChange={(event) =>
                onChange(withEnd(value, event.target.value as RecurrenceEnd, startDate))
              }
            >
              <FormControlLabel
                value="never"
                disabled={disabled}
                control={<Radio />}
                label={intl.formatMessage({ id: 'recurrence.endsNever' })}
              />
              <FormControlLabel
                value="until"
                disabled={disabled}
                control={<Radio />}
                label={intl.formatMessage({ id: 'recurrence.endsOn' })}
              />
              <FormControlLabel
                value="count"
                disabled={disabled}
                control={<Radio />}
                label={intl.formatMessage({ id: 'recurrence.endsAfter' })}
              />
            </RadioGroup>
          </FormControl>
          {end === 'until' && (
            <TextField
              type="date"
              label={intl.formatMessage({ id: 'recurrence.untilDate' })}
              value={value.until ?? ''}
              disabled={disabled}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: startDate } }}
              {...shownProblem('until')}
              onChange={(event) => onChange({ ...value, until: event.target.value })}
            />
          )}
          {end === 'count' && (
            <TextField
              type="number"
              label={intl.formatMessage({ id: 'recurrence.count' })}
              value={value.count ?? ''}
              disabled={disabled}
              slotProps={{ htmlInput: { min: 1, max: RECURRENCE_LIMITS.count } }}
              {...shownProblem('count')}
              onChange={(event) => onChange({ ...value, count: Number(event.target.value) })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
