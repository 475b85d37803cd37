import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { FormattedDate, useIntl } from 'react-intl';
import type { Note, SearchHit } from '@/api/schema';
import { noteBackground } from '@/theme/noteColors';
import { HighlightedText } from '@/components/shared/HighlightedText';
import { NoteActionButton } from './NoteActionButton';
import { availableActions, type NoteAction } from './noteActions';

export type NotesView = 'grid' | 'list';

export interface NoteCardProps {
  note: Note;
  view?: NotesView;
  onOpen: (note: Note) => void;
  onAction: (note: Note, action: NoteAction) => void;
  /** Actions are off while one for this note is in flight. */
  busy?: boolean;
  /** While searching: the matched words to mark and the part of the body around them. */
  highlight?: SearchHit;
}

/**
 * One note in the list or grid; its text is plain (never HTML), cut to fit a fixed height. The
 * title is the open button, stretched over the card, so the card reads as "heading, button"
 * instead of one long button holding the whole preview.
 */
export function NoteCard({
  note,
  view = 'grid',
  onOpen,
  onAction,
  busy = false,
  highlight,
}: NoteCardProps) {
  const intl = useIntl();
  const title = note.title || intl.formatMessage({ id: 'notes.untitled' });
  // Marks made for another version of the title (edited since the search) would land wrong.
  const titleMatches = highlight?.title === note.title ? highlight.titleMatches : undefined;
  const grid = view === 'grid';

  return (
    <Card
      component="article"
      variant="outlined"
      data-note-id={note.id}
      sx={(theme) => ({
        position: 'relative',
        blockSize: '100%',
        display: 'flex',
        flexDirection: grid ? 'column' : 'row',
        bgcolor: noteBackground(theme, note.color),
        '&:hover': { boxShadow: theme.shadows[2] },
        '&:has(.note-open:focus-visible)': {
          outline: `2px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        },
      })}
    >
      <Box
        sx={{
          flex: 1,
          minInlineSize: 0,
          minBlockSize: 0,
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          overflow: 'hidden',
        }}
      >
        <Typography
          component="h2"
          variant="subtitle1"
          noWrap
          sx={{ fontWeight: 600, fontStyle: note.title ? 'normal' : 'italic' }}
        >
          <ButtonBase
            className="note-open"
            disableRipple
            onClick={() => onOpen(note)}
            sx={{
              font: 'inherit',
              color: 'inherit',
              textAlign: 'start',
              '&::after': { content: '""', position: 'absolute', inset: 0 },
            }}
          >
            <HighlightedText text={title} matches={titleMatches} />
          </ButtonBase>
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: grid ? 4 : 1,
            overflow: 'hidden',
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
          }}
        >
          {highlight ? (
            <HighlightedText text={highlight.snippet} matches={highlight.snippetMatches} />
          ) : (
            note.plainText
          )}
        </Typography>
        {note.tags.length > 0 ? (
          <Box
            sx={{
              display: 'flex',
              gap: 0.5,
              flexWrap: 'wrap',
              overflow: 'hidden',
              maxBlockSize: 24,
              mt: 'auto',
            }}
          >
            {note.tags.map((tag) => (
              <Chip key={tag} size="small" variant="outlined" label={tag} />
            ))}
          </Box>
        ) : null}
      </Box>
      <Box
        sx={{
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          pb: grid ? 1 : 0,
        }}
      >
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ flex: 1, px: 1, whiteSpace: 'nowrap' }}
        >
          <FormattedDate value={note.updatedAt} dateStyle="medium" />
        </Typography>
        {availableActions(note).map((action) => (
          <NoteActionButton
            key={action}
            action={action}
            noteTitle={title}
            disabled={busy}
            onClick={() => onAction(note, action)}
          />
        ))}
      </Box>
    </Card>
  );
}
