import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import KeyboardOutlinedIcon from '@mui/icons-material/KeyboardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode, Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NoteTagsResponse } from '@/api/schema/notes';
import { NOTE_FILTERS, type NoteFilter } from '@/api/schema/notesConstants';
import type { NotesView } from '@/components/notes/NoteCard';
import { NotesSearchField } from './NotesSearchField';
import { TagActions } from './TagActions';
import { TagSelect } from './TagSelect';
import { ViewToggle } from './ViewToggle';

export interface NotesFiltersProps {
  filter: NoteFilter;
  onFilterChange: (filter: NoteFilter) => void;
  tag: string | null;
  onTagChange: (tag: string | null) => void;
  tags: NoteTagsResponse['items'];
  query: string;
  onQueryChange: (query: string) => void;
  /** The list is still fetching the results of `query`. */
  searching?: boolean;
  view: NotesView;
  onViewChange: (view: NotesView) => void;
  onNewNote: () => void;
  onShowShortcuts: () => void;
  /** Rename or move the chosen tag, with its nested tags. */
  onRenameTag: () => void;
  /** Take the chosen tag (and its nested tags) off every note. */
  onDeleteTag: () => void;
  /** Opens the import dialog (Markdown, Evernote, Keep). */
  onImport: () => void;
  /** Opens the export dialog (a .zip of Markdown files). */
  onExport: () => void;
  searchRef?: Ref<HTMLInputElement>;
}

/** The notebook's toolbar: search, the filter tabs, a tag, list or grid, import and export, new note and help. */
export function NotesFilters(props: NotesFiltersProps) {
  const intl = useIntl();
  const { filter, onFilterChange, view, onViewChange } = props;
  const iconAction = (label: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip title={intl.formatMessage({ id: label })}>
      <IconButton aria-label={intl.formatMessage({ id: label })} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <NotesSearchField
          value={props.query}
          onChange={props.onQueryChange}
          inputRef={props.searchRef}
          searching={props.searching}
        />
        <TagSelect value={props.tag} onChange={props.onTagChange} tags={props.tags} />
        {props.tag !== null && (
          <TagActions tag={props.tag} onRename={props.onRenameTag} onDelete={props.onDeleteTag} />
        )}
        <ViewToggle value={view} onChange={onViewChange} />
        {iconAction('notes.toolbar.import', <FileUploadOutlined />, props.onImport)}
        {iconAction('notes.toolbar.export', <FileDownloadOutlined />, props.onExport)}
        {iconAction('notes.shortcuts.title', <KeyboardOutlinedIcon />, props.onShowShortcuts)}
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={props.onNewNote}
          sx={{ marginInlineStart: 'auto' }}
        >
          <FormattedMessage id="notes.new" />
        </Button>
      </Box>
      <Tabs
        value={filter}
        onChange={(_event, next: NoteFilter) => onFilterChange(next)}
        aria-label={intl.formatMessage({ id: 'notes.filter.label' })}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {NOTE_FILTERS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={intl.formatMessage({ id: `notes.filter.${value}` })}
          />
        ))}
      </Tabs>
    </Box>
  );
}
