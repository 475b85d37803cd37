import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';

export interface NativeSelectOption<V extends string> {
  value: V;
  label: string;
}

export interface NativeSelectFieldProps<V extends string> {
  label: string;
  value: V;
  options: readonly NativeSelectOption<V>[];
  onChange: (value: V) => void;
  sx?: SxProps<Theme>;
}

/**
 * A small outlined choice among a few fixed values (a filter, a sort order) on the browser's own
 * `<select>`. MUI's `TextField select` draws its own list, and brings Select, Menu, Popover and
 * Modal (about 17 KB) to the first paint of every page that shows one (docs/performance.md); the
 * browser's list costs nothing, and is the one phones and screen readers know best. The closed
 * field looks like TextField's.
 */
export function NativeSelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  sx,
}: NativeSelectFieldProps<V>) {
  const id = useId();
  // The value comes back as the string of one of `options`; anything else is ignored.
  const chosen = (text: string) => options.find((option) => option.value === text)?.value;
  return (
    <FormControl size="small" sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => {
          const next = chosen(event.target.value);
          if (next !== undefined) onChange(next);
        }}
        inputProps={{ id }}
        input={<OutlinedInput label={label} notched />}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
