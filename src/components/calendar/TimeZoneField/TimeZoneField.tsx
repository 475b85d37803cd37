import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

const ZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

export interface TimeZoneFieldProps {
  value: string;
  onChange: (zone: string) => void;
  label: string;
  disabled?: boolean;
  /** The problem's words, or undefined. */
  problem?: ReactNode;
}

/** The zone a time is in (the form's `timeZone`), searched among the zones this browser knows. */
export function TimeZoneField({ value, onChange, label, disabled, problem }: TimeZoneFieldProps) {
  return (
    <Autocomplete
      options={ZONES}
      value={value}
      disabled={disabled}
      disableClearable
      onChange={(_event, zone) => onChange(zone)}
      renderInput={(params) => (
        <TextField
          {...params}
          name="timeZone"
          label={label}
          error={problem !== undefined}
          helperText={problem}
        />
      )}
    />
  );
}
