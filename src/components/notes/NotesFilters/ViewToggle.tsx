import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useIntl } from 'react-intl';
import type { NotesView } from '@/components/notes/NoteCard';

export interface ViewToggleProps {
  value: NotesView;
  onChange: (view: NotesView) => void;
}

export function ViewToggle({ value, onChange }: ViewToggleProps) {
  const intl = useIntl();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_event, next: NotesView | null) => next && onChange(next)}
      aria-label={intl.formatMessage({ id: 'notes.view.label' })}
    >
      <ToggleButton value="grid" aria-label={intl.formatMessage({ id: 'notes.view.grid' })}>
        <GridViewIcon fontSize="small" />
      </ToggleButton>
      <ToggleButton value="list" aria-label={intl.formatMessage({ id: 'notes.view.list' })}>
        <ViewListIcon fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
