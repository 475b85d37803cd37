import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { WIDGET_ROW_HEIGHT, WidgetStatus } from '@/components/WidgetCard';
import type { NotesWidgetProps } from './NotesWidget';
import { NOTES_WIDGET_MAX } from './notesWidgetMax';

type BodyProps = Omit<NotesWidgetProps, 'notebookLink' | 'newNoteLink'> & { newNote: ReactNode };

/** The widget's content in each state: skeleton, error with retry, invitation, or the notes. */
export function NotesWidgetBody(props: BodyProps) {
  const { kind, notes, status, onRetry, noteLink, slowThresholdMs, newNote } = props;
  const intl = useIntl();
  if (status !== 'ready') {
    return (
      <WidgetStatus
        status={status}
        loadingLabel={intl.formatMessage({ id: `home.notes.${kind}.loading` })}
        error={<FormattedMessage id={`home.notes.${kind}.error`} />}
        retryLabel={<FormattedMessage id="home.notes.retry" />}
        onRetry={onRetry}
        slowThresholdMs={slowThresholdMs}
      />
    );
  }
  if (notes.length === 0) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id={`home.notes.${kind}.empty`} />
        </Typography>
        {newNote}
      </Box>
    );
  }
  return (
    <List disablePadding dense aria-label={intl.formatMessage({ id: `home.notes.${kind}.title` })}>
      {notes.slice(0, NOTES_WIDGET_MAX).map((note) => (
        <li key={note.id}>
          <ListItemButton
            component={RouterLink}
            to={noteLink(note.id)}
            sx={{ borderRadius: 1, minHeight: WIDGET_ROW_HEIGHT }}
          >
            <ListItemText
              primary={note.title || intl.formatMessage({ id: 'home.notes.untitled' })}
              secondary={
                <FormattedMessage
                  id="home.notes.edited"
                  values={{
                    date: intl.formatDate(note.updatedAt, { dateStyle: 'medium' }),
                  }}
                />
              }
              slotProps={{
                primary: { noWrap: true, sx: { fontWeight: 500 } },
                secondary: { noWrap: true },
              }}
            />
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}
