import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Popper, { type PopperProps } from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { NOTE_LIMITS } from '@/api/schema/notesConstants';
import type { NoteLinkOption } from './noteLinksContext';
import { pickerGroup, pickerOptions, type PickerOption } from './pickerOptions';
import { useNoteSearch } from './useNoteSearch';

export interface NoteLinkPickerProps {
  /** Where the `[[` was typed; null: closed. */
  anchor: PopperProps['anchorEl'];
  /** Notes, events and files whose title matches the text typed (the search engine's). */
  search: (text: string) => Promise<NoteLinkOption[]>;
  onPick: (target: NoteLinkOption) => void;
  /** The user chose "Create note '<title>'". */
  onCreate: (title: string) => void;
  /** Escape or a click away: the text typed goes back into the note, after the brackets. */
  onCancel: (typed: string) => void;
}

const ICONS = {
  note: DescriptionOutlined,
  event: EventOutlined,
  file: InsertDriveFileOutlined,
  create: NoteAddOutlined,
} as const;

/**
 * The `[[` picker: a combobox whose listbox shows notes, events and files by title as the user
 * types, each kind under its heading, and the offer to create a note when none has that title.
 * Arrows move, Enter picks, Escape gives up.
 */
export function NoteLinkPicker({
  anchor,
  search,
  onPick,
  onCreate,
  onCancel,
}: NoteLinkPickerProps) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const { status, found } = useNoteSearch(typed, search);
  // Nothing to pick until the answer for this text is in: an offer shown meanwhile ("Create note")
  // would keep the highlight when the matches arrive, and Enter would create instead of link.
  const options = status === 'loading' ? [] : pickerOptions(typed, found);
  const untitled = intl.formatMessage({ id: 'notes.untitled' });
  const field = useRef<HTMLInputElement>(null);
  const pickerId = useId();
  // Typing goes on in the picker's field: the user just typed `[[` and keeps typing the title.
  useEffect(() => field.current?.focus(), []);

  return (
    <Popper
      open={Boolean(anchor)}
      anchorEl={anchor}
      placement="bottom-start"
      // Inside the editor's dialog, so its focus trap lets the picker's field keep focus.
      disablePortal
      sx={{ zIndex: 'modal', inlineSize: 'min(360px, 90vw)' }}
    >
      <Paper elevation={8} sx={{ p: 1 }}>
        <Autocomplete<PickerOption>
          open
          disablePortal
          autoHighlight
          options={options}
          filterOptions={(all) => all}
          getOptionLabel={(option) => option.title}
          getOptionKey={(option) => `${pickerGroup(option)}:${option.id}`}
          isOptionEqualToValue={(option, value) =>
            option.id === value.id && pickerGroup(option) === pickerGroup(value)
          }
          groupBy={pickerGroup}
          // Each kind is a labelled group of options; the offer to create stands alone.
          renderGroup={({ key, group, children }) => {
            const label = `${pickerId}-${group}`;
            return group === 'create' ? (
              <li key={key} role="presentation">
                <Box component="ul" role="presentation" sx={{ p: 0 }}>
                  {children}
                </Box>
              </li>
            ) : (
              <li key={key} role="group" aria-labelledby={label}>
                <ListSubheader id={label} component="div" sx={{ lineHeight: 2.5 }}>
                  {intl.formatMessage({ id: `notes.links.group.${group}` })}
                </ListSubheader>
                <Box component="ul" role="presentation" sx={{ p: 0 }}>
                  {children}
                </Box>
              </li>
            );
          }}
          value={null}
          inputValue={typed}
          onInputChange={(_event, value, reason) => {
            if (reason === 'input') setTyped(value);
          }}
          onChange={(_event, option) => {
            if (!option) return;
            if (option.create) onCreate(option.title);
            else onPick(option);
          }}
          onClose={(_event, reason) => {
            if (reason === 'escape' || reason === 'blur') onCancel(typed);
          }}
          loading={status === 'loading'}
          loadingText={intl.formatMessage({ id: 'notes.links.searching' })}
          noOptionsText={intl.formatMessage({ id: 'notes.links.typeTitle' })}
          renderOption={({ key, ...props }, option) => {
            const Icon = ICONS[pickerGroup(option)];
            return (
              <li key={key} {...props}>
                <Icon fontSize="small" aria-hidden sx={{ marginInlineEnd: 1, flexShrink: 0 }} />
                <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                  {option.create
                    ? intl.formatMessage({ id: 'notes.links.create' }, { title: option.title })
                    : option.title || untitled}
                </Box>
              </li>
            );
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field}
              size="small"
              label={intl.formatMessage({ id: 'notes.links.pickerLabel' })}
              error={status === 'error'}
              helperText={
                status === 'error'
                  ? intl.formatMessage({ id: 'notes.links.searchFailed' })
                  : undefined
              }
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, maxLength: NOTE_LIMITS.title },
              }}
            />
          )}
          slotProps={{ paper: { elevation: 0 } }}
        />
      </Paper>
    </Popper>
  );
}
