import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

export function SwitchControl({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      sx={{ marginInlineStart: 0, justifyContent: 'space-between', width: '100%' }}
      labelPlacement="start"
      label={label}
      control={<Switch checked={checked} onChange={(_, next) => onChange(next)} />}
    />
  );
}
