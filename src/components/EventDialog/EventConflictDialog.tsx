import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CalendarEvent } from '@/api/schema';
import { NoteVersionPreview } from '@/components/NoteVersionPreview';
import { requestOf, type EventDraft } from './eventDraft';

export interface EventConflictDialogProps {
  open: boolean;
  /** What this device was about to save. */
  mine: EventDraft;
  /** The event as the server has it now. */
  theirs: CalendarEvent;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  busy?: boolean;
  disablePortal?: boolean;
}

/**
 * The event changed elsewhere while it was open here (as notes' ConflictDialog): both versions
 * side by side, and only a choice closes it, so neither is lost by a stray Escape.
 */
export function EventConflictDialog(props: EventConflictDialogProps) {
  const { open, mine, theirs, onKeepMine, onTakeTheirs, busy = false, disablePortal } = props;
  const intl = useIntl();
  const titleId = useId();
  const descriptionId = useId();
  const summary = (event: {
    start: string;
    end: string;
    allDay: boolean;
    location: string;
    description: string;
  }) => {
    const when = event.start
      ? intl.formatDateTimeRange(new Date(event.start), new Date(event.end || event.start), {
          dateStyle: 'medium',
          ...(event.allDay ? { timeZone: 'UTC' } : { timeStyle: 'short' }),
        })
      : '';
    return [when, event.location, event.description].filter(Boolean).join('\n');
  };
  const mineRequest = requestOf(mine);
  return (
    <Dialog
      open={open}
      disablePortal={disablePortal}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id="event.conflict.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
          <FormattedMessage id="event.conflict.description" />
        </DialogContentText>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <NoteVersionPreview
            labelId="event.conflict.mine"
            title={mine.title}
            plainText={summary({
              ...mineRequest,
              allDay: mine.allDay,
              location: mine.location,
              description: mine.description,
            })}
          />
          <NoteVersionPreview
            labelId="event.conflict.theirs"
            title={theirs.title}
            plainText={summary(theirs)}
            updatedAt={theirs.updatedAt}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onTakeTheirs} disabled={busy}>
          <FormattedMessage id="event.conflict.takeTheirs" />
        </Button>
        <Button variant="contained" onClick={onKeepMine} disabled={busy}>
          <FormattedMessage id="event.conflict.keepMine" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
