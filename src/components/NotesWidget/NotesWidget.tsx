import AddRounded from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Note } from '../../api/schema';
import { NotesWidgetBody } from './NotesWidgetBody';

export { NOTES_WIDGET_MAX } from './notesWidgetMax';

export type NotesWidgetKind = 'pinned' | 'recent';
export type NotesWidgetNote = Pick<Note, 'id' | 'title' | 'plainText' | 'updatedAt'>;

export interface NotesWidgetProps {
  kind: NotesWidgetKind;
  notes: readonly NotesWidgetNote[];
  status: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  /** Where a note opens, e.g. the notebook with the note in its editor. */
  noteLink: (id: string) => string;
  /** Where "See all" leads. */
  notebookLink: string;
  /** Where "New note" leads: the notebook with a new note open. */
  newNoteLink: string;
  /** Override of the "still loading" threshold, for stories. */
  slowThresholdMs?: number;
}

/** A short list of notes on Home (pinned or most recently edited), each opening in the notebook. */
export function NotesWidget({ kind, notebookLink, newNoteLink, ...body }: NotesWidgetProps) {
  const headingId = useId();
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ height: '100%' }}
    >
      <CardHeader
        title={<FormattedMessage id={`home.notes.${kind}.title`} />}
        slotProps={{ title: { id: headingId, component: 'h2', variant: 'h5' } }}
        action={
          body.status === 'ready' && body.notes.length > 0 ? (
            <Button component={RouterLink} to={notebookLink} size="small">
              <FormattedMessage id="home.notes.seeAll" />
            </Button>
          ) : null
        }
        sx={{ pb: 0 }}
      />
      <CardContent>
        <NotesWidgetBody
          kind={kind}
          {...body}
          newNote={
            <Button
              component={RouterLink}
              to={newNoteLink}
              variant="outlined"
              size="small"
              startIcon={<AddRounded />}
            >
              <FormattedMessage id="home.notes.newNote" />
            </Button>
          }
        />
      </CardContent>
    </Card>
  );
}
