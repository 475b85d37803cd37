import { NotesWidget, type NotesWidgetKind } from '@/components/home/NotesWidget';
import { newNoteLink, noteLink, PATHS } from '@/routes/paths';
import { useHomeNotes } from './useHomeNotes';

export interface HomeNotesProps {
  kind: NotesWidgetKind;
  slowThresholdMs?: number;
}

/** Home's pinned or recent notes, wired to their list. */
export function HomeNotes({ kind, slowThresholdMs }: HomeNotesProps) {
  const { notes, ...query } = useHomeNotes(kind);
  return (
    <NotesWidget
      kind={kind}
      notes={notes}
      {...query}
      noteLink={noteLink}
      notebookLink={PATHS.notebook}
      newNoteLink={newNoteLink()}
      slowThresholdMs={slowThresholdMs}
    />
  );
}
