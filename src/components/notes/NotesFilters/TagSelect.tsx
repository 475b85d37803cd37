import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import type { NoteTagsResponse } from '@/api/schema';

export interface TagSelectProps {
  value: string | null;
  onChange: (tag: string | null) => void;
  tags: NoteTagsResponse['items'];
}

const ANY = '';

export function TagSelect({ value, onChange, tags }: TagSelectProps) {
  const intl = useIntl();
  // A tag chosen before its last note went away stays listed so the select never shows blank.
  const items =
    value && !tags.some((t) => t.tag === value) ? [...tags, { tag: value, count: 0 }] : tags;
  return (
    <TextField
      select
      fullWidth={false}
      size="small"
      label={intl.formatMessage({ id: 'notes.filter.tag' })}
      value={value ?? ANY}
      onChange={(event) => onChange(event.target.value === ANY ? null : event.target.value)}
      sx={{ minInlineSize: 180 }}
    >
      <MenuItem value={ANY}>{intl.formatMessage({ id: 'notes.filter.anyTag' })}</MenuItem>
      {items.map(({ tag, count }) => (
        <MenuItem key={tag} value={tag}>
          {intl.formatMessage({ id: 'notes.filter.tagCount' }, { tag, count })}
        </MenuItem>
      ))}
    </TextField>
  );
}
