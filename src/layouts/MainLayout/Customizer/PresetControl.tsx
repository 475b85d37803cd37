import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tooltip from '@mui/material/Tooltip';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PRESET_COLORS, type Mode, type PresetColor } from '@/config';
import { PALETTES } from '@/theme/palettes';

export interface PresetControlProps {
  value: PresetColor;
  mode: Mode;
  onChange: (value: PresetColor) => void;
}

/** The seven colour presets as swatches; each is a radio named by its colour. */
export function PresetControl({ value, mode, onChange }: PresetControlProps) {
  const intl = useIntl();
  const labelId = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={labelId} sx={{ mb: 1 }}>
        {intl.formatMessage({ id: 'customizer.presetColor' })}
      </FormLabel>
      <RadioGroup row aria-labelledby={labelId} value={value} sx={{ gap: 1 }}>
        {PRESET_COLORS.map((preset) => {
          const palette = PALETTES[preset][mode];
          const name = intl.formatMessage({ id: `customizer.preset.${preset}` });
          const swatch = (selected: boolean) => (
            <Box
              sx={{
                width: 36,
                height: 36,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                background: `linear-gradient(135deg, ${palette.primary.main} 50%, ${palette.secondary.main} 50%)`,
                color: palette.primary.contrastText,
                outline: selected ? 2 : 0,
                outlineStyle: 'solid',
                outlineColor: 'text.primary',
                outlineOffset: 2,
              }}
            >
              {selected && <Check fontSize="small" />}
            </Box>
          );
          return (
            <Tooltip key={preset} title={name}>
              <Radio
                value={preset}
                checked={preset === value}
                onChange={() => onChange(preset)}
                icon={swatch(false)}
                checkedIcon={swatch(true)}
                slotProps={{ input: { 'aria-label': name } }}
                sx={{ p: 0.5 }}
              />
            </Tooltip>
          );
        })}
      </RadioGroup>
    </FormControl>
  );
}
