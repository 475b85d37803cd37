import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Note } from '@/api/schema';
import { WIDGET_ROW_HEIGHT, WidgetCard } from '@/components/home/WidgetCard';
import { NotesWidgetBody } from './NotesWidgetBody';

import { NOTES_WIDGET_MAX } from './notesWidgetMax';
import type { QueryState } from '@/components/shared/QueryStatus';

export { NOTES_WIDGET_MAX } from './notesWidgetMax';

export type NotesWidgetKind = 'pinned' | 'recent';
export type NotesWidgetNote = Pick<Note, 'id' | 'title' | 'plainText' | 'updatedAt'>;

export interface NotesWidgetProps extends QueryState {
  kind: NotesWidgetKind;
  notes: readonly NotesWidgetNote[];
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
export function NotesWidget({ kind, notebookLink, ...body }: NotesWidgetProps) {
  return (
    <WidgetCard
      title={<FormattedMessage id={`home.notes.${kind}.title`} />}
      // Room for a full list whatever the state: five notes arriving after the skeleton moved
      // Home's section cards down by 148 px on a wide screen.
      bodyMinHeight={NOTES_WIDGET_MAX * WIDGET_ROW_HEIGHT}
      action={
        body.status === 'ready' && body.notes.length > 0 ? (
          <Button component={RouterLink} to={notebookLink} size="small">
            <FormattedMessage id="home.notes.seeAll" />
          </Button>
        ) : null
      }
    >
      <NotesWidgetBody kind={kind} {...body} />
    </WidgetCard>
  );
}
