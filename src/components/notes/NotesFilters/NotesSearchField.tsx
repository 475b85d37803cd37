import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { NOTE_LIMITS } from '@/api/schema/notesConstants';

export interface NotesSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The list does not yet show the results for `value`. */
  searching?: boolean;
}

export function NotesSearchField({
  value,
  onChange,
  inputRef,
  searching = false,
}: NotesSearchFieldProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'notes.search.label' });
  return (
    <TextField
      type="search"
      fullWidth={false}
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        // Escape in the search clears it rather than closing anything behind it.
        if (event.key === 'Escape' && value) {
          event.stopPropagation();
          onChange('');
        }
      }}
      inputRef={inputRef}
      sx={{ flex: '1 1 240px', maxInlineSize: 420 }}
      slotProps={{
        htmlInput: { maxLength: NOTE_LIMITS.query },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              {searching ? (
                <CircularProgress
                  size={20}
                  aria-label={intl.formatMessage({ id: 'search.loading' })}
                />
              ) : (
                <SearchIcon fontSize="small" />
              )}
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label={intl.formatMessage({ id: 'notes.search.clear' })}
                onClick={() => onChange('')}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
