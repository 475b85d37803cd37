import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface SliderControlProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Reads the value out for the visible label and assistive tech (e.g. "8 px"). */
  format: (value: number) => string;
}

export function SliderControl({ label, value, min, max, onChange, format }: SliderControlProps) {
  const labelId = useId();
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography id={labelId} variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }} aria-hidden>
          {format(value)}
        </Typography>
      </Box>
      <Slider
        size="small"
        value={value}
        min={min}
        max={max}
        step={1}
        marks
        aria-labelledby={labelId}
        getAriaValueText={format}
        onChange={(_, next) => {
          if (typeof next === 'number') onChange(next);
        }}
      />
    </Box>
  );
}
