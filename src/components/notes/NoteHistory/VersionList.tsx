import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { NoteVersionSummary } from '@/api/schema';

export interface VersionListProps {
  versions: NoteVersionSummary[];
  selectedId?: string;
  onSelect: (versionId: string) => void;
  /** There are older versions than these: a button asks for the next page. */
  onLoadOlder?: () => void;
}

/** A note's versions, newest first, each with when and what saved it. */
export function VersionList({ versions, selectedId, onSelect, onLoadOlder }: VersionListProps) {
  const intl = useIntl();
  return (
    <>
      <List dense aria-label={intl.formatMessage({ id: 'notes.history.title' })}>
        {versions.map((version) => (
          <ListItem key={version.id} disablePadding>
            <ListItemButton
              selected={version.id === selectedId}
              aria-current={version.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(version.id)}
            >
              <ListItemText
                primary={
                  <FormattedDate value={version.savedAt} dateStyle="medium" timeStyle="short" />
                }
                secondary={
                  <>
                    <FormattedMessage id={`notes.history.source.${version.source}`} />
                    {version.title ? ` · ${version.title}` : null}
                  </>
                }
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {onLoadOlder ? (
        <Button size="small" onClick={onLoadOlder}>
          <FormattedMessage id="notes.history.older" />
        </Button>
      ) : null}
    </>
  );
}
