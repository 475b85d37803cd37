import AddRounded from '@mui/icons-material/AddRounded';
import List from '@mui/material/List';
import { FormattedMessage, useIntl } from 'react-intl';
import { QueryStatus } from '@/components/shared/QueryStatus';
import { WIDGET_SKELETON, WidgetEmpty, WidgetRow } from '@/components/home/WidgetCard';
import type { NotesWidgetProps } from './NotesWidget';
import { NOTES_WIDGET_MAX } from './notesWidgetMax';

type BodyProps = Omit<NotesWidgetProps, 'notebookLink'>;

/** The widget's content in each state: skeleton, error with retry, invitation, or the notes. */
export function NotesWidgetBody(props: BodyProps) {
  const { kind, notes, status, error, onRetry, noteLink, newNoteLink, slowThresholdMs } = props;
  const intl = useIntl();
  return (
    <QueryStatus
      query={{ status, error, onRetry }}
      messages={{ loading: `home.notes.${kind}.loading`, error: `home.notes.${kind}.error` }}
      skeleton={WIDGET_SKELETON}
      empty={
        notes.length > 0 ? null : (
          <WidgetEmpty
            message={<FormattedMessage id={`home.notes.${kind}.empty`} />}
            action={{
              to: newNoteLink,
              label: <FormattedMessage id="home.notes.newNote" />,
              icon: <AddRounded />,
            }}
          />
        )
      }
      slowThresholdMs={slowThresholdMs}
    >
      <List
        disablePadding
        dense
        aria-label={intl.formatMessage({ id: `home.notes.${kind}.title` })}
      >
        {notes.slice(0, NOTES_WIDGET_MAX).map((note) => (
          <WidgetRow
            key={note.id}
            to={noteLink(note.id)}
            primary={note.title || intl.formatMessage({ id: 'home.notes.untitled' })}
            secondary={
              <FormattedMessage
                id="home.notes.edited"
                values={{ date: intl.formatDate(note.updatedAt, { dateStyle: 'medium' }) }}
              />
            }
          />
        ))}
      </List>
    </QueryStatus>
  );
}
