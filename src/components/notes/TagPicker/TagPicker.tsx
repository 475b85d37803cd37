import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { noteTagFrom } from '@/api/schema/noteInput';
import { NOTE_LIMITS } from '@/api/schema/notesConstants';

export interface TagPickerProps {
  value: string[];
  onChange: (tags: string[]) => void;
  /** Tags already in use, offered as suggestions. */
  options: string[];
  disabled?: boolean;
}

/** Pick existing tags or type new ones (Enter or comma adds); too long or too many is explained. */
export function TagPicker({ value, onChange, options, disabled = false }: TagPickerProps) {
  const intl = useIntl();
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = value.length >= NOTE_LIMITS.tagsPerNote;

  const commit = (raw: string[]) => {
    const tags: string[] = [];
    for (const candidate of raw) {
      const tag = noteTagFrom(candidate);
      if (tag === undefined) {
        setProblem(intl.formatMessage({ id: 'notes.tags.tooLong' }, { max: NOTE_LIMITS.tag }));
        return;
      }
      if (!tags.includes(tag)) tags.push(tag);
    }
    if (tags.length > NOTE_LIMITS.tagsPerNote) {
      setProblem(
        intl.formatMessage({ id: 'notes.tags.tooMany' }, { max: NOTE_LIMITS.tagsPerNote }),
      );
      return;
    }
    setProblem(null);
    onChange(tags);
  };

  return (
    <Autocomplete
      multiple
      freeSolo
      size="small"
      disabled={disabled}
      options={options.filter((option) => !value.includes(option))}
      value={value}
      inputValue={input}
      onInputChange={(_event, next) => {
        // A comma ends a tag, as in most tag fields.
        if (next.endsWith(',')) {
          const tag = next.slice(0, -1).trim();
          setInput('');
          if (tag) commit([...value, tag]);
          return;
        }
        setInput(next);
      }}
      onChange={(_event, next) => commit(next)}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={tag} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={intl.formatMessage({ id: 'notes.tags.label' })}
          placeholder={full ? undefined : intl.formatMessage({ id: 'notes.tags.placeholder' })}
          error={problem !== null}
          helperText={problem ?? ' '}
        />
      )}
    />
  );
}
