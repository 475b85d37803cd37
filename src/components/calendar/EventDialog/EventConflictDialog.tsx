import { useIntl, type IntlShape } from 'react-intl';
import type { CalendarEvent } from '@/api/schema';
import { NoteVersionPreview } from '@/components/shared/NoteVersionPreview';
import { VersionConflictDialog } from '@/components/shared/VersionConflictDialog';
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

type EventSummary = Pick<CalendarEvent, 'start' | 'end'> &
  Partial<Pick<CalendarEvent, 'allDay' | 'location' | 'description'>>;

/** When, where and what, one per line: what differs between two versions of an event. */
function summary(intl: IntlShape, event: EventSummary): string {
  const when = event.start
    ? intl.formatDateTimeRange(new Date(event.start), new Date(event.end || event.start), {
        dateStyle: 'medium',
        // An all-day event is stored as UTC midnights: read them in UTC so the day does not shift.
        ...(event.allDay ? { timeZone: 'UTC' } : { timeStyle: 'short' }),
      })
    : '';
  return [when, event.location, event.description].filter(Boolean).join('\n');
}

/** The event changed elsewhere while it was open here: the shared side-by-side conflict dialog. */
export function EventConflictDialog({
  mine,
  theirs,
  onKeepMine,
  onTakeTheirs,
  ...dialog
}: EventConflictDialogProps) {
  const intl = useIntl();
  return (
    <VersionConflictDialog
      {...dialog}
      titleMessageId="event.conflict.title"
      descriptionMessageId="event.conflict.description"
      mine={
        <NoteVersionPreview
          labelId="event.conflict.mine"
          title={mine.title}
          plainText={summary(intl, requestOf(mine))}
        />
      }
      theirs={
        <NoteVersionPreview
          labelId="event.conflict.theirs"
          title={theirs.title}
          plainText={summary(intl, theirs)}
          updatedAt={theirs.updatedAt}
        />
      }
      choices={[
        { messageId: 'event.conflict.takeTheirs', onChoose: onTakeTheirs },
        { messageId: 'event.conflict.keepMine', onChoose: onKeepMine, primary: true },
      ]}
    />
  );
}
