import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Backlink } from '@/api/schema/noteLinks';
import { QueryStatus, type QueryState } from '@/components/shared/QueryStatus';
import { noteLink } from '@/routes/paths';

export interface LinkedFromProps {
  query: QueryState;
  /** The notes linking here, most recently edited first. */
  items: readonly Backlink[];
  /** The open note's title, shown where each snippet's link stands. */
  title: string;
  /** More notes link here than are listed. */
  hasMore: boolean;
  onOpen: (noteId: string) => void;
  /** Override of the "still loading" threshold, for stories. */
  slowThresholdMs?: number;
}

/** "Linked from": the notes that link to the open note, each with the text around its link. */
export function LinkedFrom(props: LinkedFromProps) {
  const { query, items, title, hasMore, onOpen, slowThresholdMs } = props;
  const intl = useIntl();
  const headingId = useId();
  const untitled = intl.formatMessage({ id: 'notes.untitled' });
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={0.5}>
      <Typography id={headingId} component="h2" variant="subtitle2" color="text.secondary">
        <FormattedMessage id="notes.links.linkedFrom" />
      </Typography>
      <QueryStatus
        query={query}
        messages={{ loading: 'notes.links.backlinksLoading', error: 'notes.links.backlinksError' }}
        skeleton={{ rows: 2, rowHeight: 48 }}
        slowThresholdMs={slowThresholdMs}
        empty={
          items.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="notes.links.noBacklinks" />
            </Typography>
          ) : null
        }
      >
        <List dense disablePadding>
          {items.map((item) => (
            <ListItem key={item.noteId} disablePadding>
              <ListItemButton
                component="a"
                href={noteLink(item.noteId)}
                onClick={(event) => {
                  event.preventDefault();
                  onOpen(item.noteId);
                }}
                sx={{ borderRadius: 1 }}
              >
                <ListItemText
                  primary={item.title || untitled}
                  secondary={
                    <>
                      {item.before ? `…${item.before}` : null}
                      <strong>{title || untitled}</strong>
                      {item.after ? `${item.after}…` : null}
                    </>
                  }
                  // The note's own words keep their direction, whatever the interface's.
                  slotProps={{
                    primary: { noWrap: true, dir: 'auto' },
                    secondary: { dir: 'auto', sx: { overflowWrap: 'anywhere' } },
                  }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {hasMore ? (
          <Typography variant="caption" color="text.secondary">
            <FormattedMessage id="notes.links.moreBacklinks" />
          </Typography>
        ) : null}
      </QueryStatus>
    </Stack>
  );
}
