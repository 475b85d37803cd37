import type { Note } from '@/api/schema';
import { NoteVersionPreview } from '@/components/shared/NoteVersionPreview';
import { VersionConflictDialog } from '@/components/shared/VersionConflictDialog';

export interface ConflictDialogProps {
  /** Renders in place instead of at the end of <body> (inline previews, screenshots). */
  disablePortal?: boolean;
  open: boolean;
  /** What this device was about to save. */
  mine: Pick<Note, 'title' | 'plainText'>;
  /** The note as the server has it now. */
  theirs: Note;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onCopyMine: () => void;
  busy?: boolean;
}

/**
 * The note changed elsewhere while it was being edited here. Every choice keeps both texts
 * reachable: keep mine overwrites theirs, take theirs drops mine, copy keeps both as two notes.
 */
export function ConflictDialog({
  mine,
  theirs,
  onKeepMine,
  onTakeTheirs,
  onCopyMine,
  ...dialog
}: ConflictDialogProps) {
  return (
    <VersionConflictDialog
      {...dialog}
      titleMessageId="notes.conflict.title"
      descriptionMessageId="notes.conflict.description"
      mine={
        <NoteVersionPreview
          labelId="notes.conflict.mine"
          title={mine.title}
          plainText={mine.plainText}
        />
      }
      theirs={
        <NoteVersionPreview
          labelId="notes.conflict.theirs"
          title={theirs.title}
          plainText={theirs.plainText}
          updatedAt={theirs.updatedAt}
        />
      }
      choices={[
        { messageId: 'notes.conflict.copyMine', onChoose: onCopyMine },
        { messageId: 'notes.conflict.takeTheirs', onChoose: onTakeTheirs },
        { messageId: 'notes.conflict.keepMine', onChoose: onKeepMine, primary: true },
      ]}
    />
  );
}
