import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import { useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { NOTE_COLORS, type NoteColor } from '@/api/schema/notesConstants';
import { noteBackground } from '@/theme/noteColors';

export interface ColorPickerProps {
  value: NoteColor;
  onChange: (color: NoteColor) => void;
  disabled?: boolean;
}

const NEXT_KEYS: Record<string, number> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/** A radio group of colour swatches; arrow keys move the choice as in any radio group. */
export function ColorPicker({ value, onChange, disabled = false }: ColorPickerProps) {
  const intl = useIntl();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    let step = NEXT_KEYS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    // Left and right follow the reading direction, so they swap in rtl.
    if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && document.dir === 'rtl')
      step = -step;
    const next = (index + step + NOTE_COLORS.length) % NOTE_COLORS.length;
    onChange(NOTE_COLORS[next] ?? 'default');
    refs.current[next]?.focus();
  };

  return (
    <Box
      role="radiogroup"
      aria-label={intl.formatMessage({ id: 'notes.color.label' })}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {NOTE_COLORS.map((color, index) => {
        const name = intl.formatMessage({ id: `notes.color.${color}` });
        const checked = color === value;
        return (
          <Tooltip key={color} title={name} describeChild>
            <Box
              component="button"
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={name}
              disabled={disabled}
              tabIndex={checked ? 0 : -1}
              ref={(element: HTMLButtonElement | null) => {
                refs.current[index] = element;
              }}
              onClick={() => onChange(color)}
              onKeyDown={(event) => onKeyDown(event, index)}
              sx={(theme) => ({
                inlineSize: 32,
                blockSize: 32,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                cursor: 'pointer',
                color: 'text.primary',
                bgcolor: noteBackground(theme, color),
                border: `2px solid ${checked ? theme.palette.primary.main : theme.palette.divider}`,
                '&:focus-visible': {
                  outline: `3px solid ${theme.palette.primary.main}`,
                  outlineOffset: 2,
                },
                '&:disabled': { cursor: 'default', opacity: 0.5 },
              })}
            >
              {checked ? <CheckIcon fontSize="small" /> : null}
            </Box>
          </Tooltip>
        );
      })}
    </Box>
  );
}
