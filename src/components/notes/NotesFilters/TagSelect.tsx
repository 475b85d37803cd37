import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import type { NoteTagsResponse } from '@/api/schema';
import { tagTree } from './tagTree';

export interface TagSelectProps {
  value: string | null;
  onChange: (tag: string | null) => void;
  tags: NoteTagsResponse['items'];
}

const ANY = '';

/** The tag filter: nested tags as a tree under their parents, each with how many notes it holds. */
export function TagSelect({ value, onChange, tags }: TagSelectProps) {
  const intl = useIntl();
  // A tag chosen before its last note went away stays listed so the select never shows blank.
  const items =
    value && !tags.some((t) => t.tag === value) ? [...tags, { tag: value, count: 0 }] : tags;
  const rows = tagTree(items);
  const named = (tag: string, count: number) =>
    intl.formatMessage({ id: 'notes.filter.tagCount' }, { tag, count });
  return (
    <TextField
      select
      fullWidth={false}
      size="small"
      label={intl.formatMessage({ id: 'notes.filter.tag' })}
      value={value ?? ANY}
      onChange={(event) => onChange(event.target.value === ANY ? null : event.target.value)}
      sx={{ minInlineSize: 180 }}
      slotProps={{
        select: {
          // The chosen tag reads whole (`work/clients`), not as its row's last part.
          renderValue: (chosen) => {
            const row = rows.find((item) => item.tag === chosen);
            return row ? named(row.tag, row.count) : String(chosen);
          },
        },
      }}
    >
      <MenuItem value={ANY}>{intl.formatMessage({ id: 'notes.filter.anyTag' })}</MenuItem>
      {rows.map(({ tag, count, label, depth }) => (
        <MenuItem
          key={tag}
          value={tag}
          aria-label={named(tag, count)}
          sx={{ paddingInlineStart: 2 + 2 * depth }}
        >
          {named(label, count)}
        </MenuItem>
      ))}
    </TextField>
  );
}
