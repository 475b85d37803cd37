import { LinkedFrom } from '@/components/notes/NoteLinks';
import { queryStatus } from '@/state/api/loadStatus';
import { useBacklinksQuery } from '@/state/api/noteLinksApi';

export interface BacklinksContainerProps {
  noteId: string;
  title: string;
  onOpen: (noteId: string) => void;
}

/** The open note's "Linked from" panel, wired to the backlinks endpoint (its first page). */
export function BacklinksContainer({ noteId, title, onOpen }: BacklinksContainerProps) {
  const backlinks = useBacklinksQuery(noteId);
  return (
    <LinkedFrom
      query={queryStatus(backlinks)}
      items={backlinks.data?.items ?? []}
      hasMore={Boolean(backlinks.data?.nextCursor)}
      title={title}
      onOpen={onOpen}
    />
  );
}
