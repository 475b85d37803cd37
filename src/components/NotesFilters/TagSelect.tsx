import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { NoteTagsResponse } from '@/api/schema';
import { LazyMenuItem, menuModule } from '@/components/LazyMenu';
import { useOnDemand } from '@/hooks/useOnDemand';

export interface TagSelectProps {
  value: string | null;
  onChange: (tag: string | null) => void;
  tags: NoteTagsResponse['items'];
}

const ANY = '';

export function TagSelect({ value, onChange, tags }: TagSelectProps) {
  const intl = useIntl();
  // The list's rows (MenuItem) load on the first pointer or focus, as LazyMenu's do, and the list
  // opens once they are here (docs/performance.md).
  const [rows, loadRows] = useOnDemand(menuModule);
  const [opening, setOpening] = useState(false);
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
      onPointerEnter={rows ? undefined : loadRows}
      onFocus={rows ? undefined : loadRows}
      slotProps={{
        select: {
          open: opening && rows !== undefined,
          onOpen: () => {
            if (!rows) loadRows();
            setOpening(true);
          },
          onClose: () => setOpening(false),
        },
      }}
      sx={{ minInlineSize: 180 }}
    >
      <LazyMenuItem value={ANY}>{intl.formatMessage({ id: 'notes.filter.anyTag' })}</LazyMenuItem>
      {items.map(({ tag, count }) => (
        <LazyMenuItem key={tag} value={tag}>
          {intl.formatMessage({ id: 'notes.filter.tagCount' }, { tag, count })}
        </LazyMenuItem>
      ))}
    </TextField>
  );
}
